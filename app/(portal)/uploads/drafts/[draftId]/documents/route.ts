import { attachDraftDocument } from "@/lib/portal/documents/attach-draft-document";
import { receivedDocument } from "@/lib/portal/documents/upload-document";
import { portalUploadRoute } from "@/lib/portal/actions/portal-upload-route";

/** A document file for the draft's operation (multipart; 10 MB; checked by content). */
export const POST = portalUploadRoute<{ draftId: string }, unknown>("originate", (context, form, { draftId }) => attachDraftDocument(context, draftId, receivedDocument(form)));
