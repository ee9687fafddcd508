"use client";

import { useRouter } from "next/navigation";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";

/** A document for the operation's dossier, from its page; the page shows it as soon as it is stored. */
export function OperationDocumentUpload({ operationId }: { operationId: string }) {
  const router = useRouter();
  return (
    <DocumentUploadForm
      endpoint={`/uploads/operations/${operationId}/documents`}
      formId="documento-operacao"
      fileTypes={["Others", "Authorization", "SignedContract"]}
      onUploaded={() => router.refresh()}
    />
  );
}
