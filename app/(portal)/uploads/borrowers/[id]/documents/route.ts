import { attachPersonDocument } from "@/lib/portal/documents/attach-person-document";
import { receivedDocument } from "@/lib/portal/documents/upload-document";
import { portalUploadRoute } from "@/lib/portal/actions/portal-upload-route";

/** A document file of the borrower, outside any operation. */
export const POST = portalUploadRoute<{ id: string }, unknown>("originate", (context, form, { id }) => attachPersonDocument(context, id, receivedDocument(form)));
