"use client";

import { useRouter } from "next/navigation";
import { DocumentList } from "@/components/documents/document-list";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";
import { Card } from "@/components/ui/card";
import type { UploadRecord } from "@/lib/contract";

/** The borrower's documents (its own and its operations'), with an upload of one outside any operation. */
export function BorrowerDocuments({ personId, uploads }: { personId: string; uploads: readonly UploadRecord[] }) {
  const router = useRouter();
  const own = uploads.filter((upload) => upload.creditNoteId === undefined);
  const ofOperations = uploads.filter((upload) => upload.creditNoteId !== undefined);
  return (
    <Card id="documentos" title="Documentos" description="Do tomador (como o termo de consentimento FGTS) e das suas operações.">
      <div className="space-y-6">
        <section aria-labelledby="docs-tomador">
          <h3 id="docs-tomador" className="text-sm font-semibold text-slate-900">
            Do tomador
          </h3>
          <DocumentList uploads={own} downloadBase={`/borrowers/${personId}/files`} emptyText="Nenhum documento do tomador." />
        </section>
        {ofOperations.length > 0 && (
          <section aria-labelledby="docs-operacoes">
            <h3 id="docs-operacoes" className="text-sm font-semibold text-slate-900">
              Das operações
            </h3>
            <DocumentList uploads={ofOperations} downloadBase={`/borrowers/${personId}/files`} emptyText="" />
          </section>
        )}
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Anexar documento do tomador</summary>
          <div className="mt-4">
            <DocumentUploadForm endpoint={`/uploads/borrowers/${personId}/documents`} formId="documento-tomador" fileTypes={["Authorization", "Others"]} onUploaded={() => router.refresh()} />
          </div>
        </details>
      </div>
    </Card>
  );
}
