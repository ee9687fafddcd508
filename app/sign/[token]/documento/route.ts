import { AppError, withProblemHandling } from "@/lib/http";
import { findSignatureDocument } from "@/lib/credit/signatures/find-signature-page";

type Context = { params: Promise<{ token: string }> };

/**
 * The canonical instrument behind a signature link, byte for byte the text whose SHA-256 is the page's
 * verification code (also the ETag): the one stored with the decision once made, else the one to sign now.
 */
export const GET = withProblemHandling(async (_request: Request, context: Context) => {
  const { token } = await context.params;
  const document = await findSignatureDocument(token);
  if (!document) throw new AppError("NOT_FOUND", { message: "no signature document", userMessage: "Não há documento para este link de assinatura." });
  return new Response(document.text, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      etag: `"${document.sha256}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
