import { attachConsentTerm } from "@/lib/portal/documents/attach-consent-term";
import { receivedDocument } from "@/lib/portal/documents/upload-document";
import { portalUploadRoute } from "@/lib/portal/actions/portal-upload-route";

/** The FGTS consent term's file, attached to the borrower and recorded in the draft. */
export const POST = portalUploadRoute<{ draftId: string }, { draftId: string }>("originate", async (context, form, { draftId }) => {
  const draft = await attachConsentTerm(context, draftId, receivedDocument(form, { fileType: "Authorization" }));
  return { draftId: draft.id };
});
