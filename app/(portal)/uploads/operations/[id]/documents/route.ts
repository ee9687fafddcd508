import { attachOperationDocument } from "@/lib/portal/documents/attach-operation-document";
import { receivedDocument } from "@/lib/portal/documents/upload-document";
import { portalUploadRoute } from "@/lib/portal/actions/portal-upload-route";
import { operationForUpload } from "@/lib/portal/operations/operation-commands";

/** A document file for an operation's dossier, from its page (where collateral and documents may still change). */
export const POST = portalUploadRoute<{ id: string }, unknown>("originate", async (context, form, { id }) => {
  const document = receivedDocument(form);
  const { client, operation } = await operationForUpload(context, id);
  return attachOperationDocument(context, client, operation, document);
});
