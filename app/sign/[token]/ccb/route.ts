import { AppError, withProblemHandling } from "@/lib/http";
import { ccbOfNote, pdfResponse } from "@/lib/credit/documents/credit-note-documents";
import { verifyUrl } from "@/lib/credit/documents/verify-url";
import { findSignatureNote } from "@/lib/credit/signatures/find-signature-page";

type Context = { params: Promise<{ token: string }> };

/**
 * The CCB behind a signature link, as a PDF for the borrower to keep: the draft while collection is open, the
 * signed CCB with its certificate page once every signer signed. Nothing after a refusal or a cancellation.
 */
export const GET = withProblemHandling(async (request: Request, context: Context) => {
  const { token } = await context.params;
  const note = await findSignatureNote(token);
  if (!note) throw new AppError("NOT_FOUND", { message: "no signature document", userMessage: "Não há documento para este link de assinatura." });
  return pdfResponse(await ccbOfNote(note, verifyUrl(request)));
});
