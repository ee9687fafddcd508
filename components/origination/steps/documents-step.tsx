"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { confirmDocumentsAction } from "@/lib/portal/origination/actions";
import { DocumentList } from "@/components/documents/document-list";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import type { CreditNote } from "@/lib/contract";
import { useWizard } from "../use-wizard";
import { StickyActions } from "@/components/ui/sticky-actions";

/**
 * Step "documentos": the operation's dossier. Payroll documents are optional (the margin authorization term, a
 * contract already signed, which then skips collection); FGTS already carries its consent term.
 */
export function DocumentsStep({ product, draftId, locked, operation }: { product: string; draftId: string; locked: boolean; operation: CreditNote }) {
  const router = useRouter();
  const wizard = useWizard(product, draftId);
  const [error, setError] = useState<string | null>(null);
  const payroll = product === "payroll";
  return (
    <div className="space-y-4">
      <Card id="dossie" title={`Documentos da operação ${operation.creditNoteNo}`} description="Cada arquivo é guardado uma vez: o mesmo arquivo duas vezes é recusado.">
        <DocumentList uploads={operation.uploads} downloadBase={`/operations/${operation.id}/files`} emptyText="Nenhum documento anexado ainda." />
      </Card>
      {!locked && (
        <Card id="anexar" title="Anexar documento">
          <DocumentUploadForm
            endpoint={`/uploads/drafts/${draftId}/documents`}
            formId="documento"
            fileTypes={payroll ? ["Authorization", "SignedContract", "Others"] : ["Others", "SignedContract", "Authorization"]}
            onUploaded={() => router.refresh()}
          />
          {payroll && (
            <Callout tone="info" className="mt-4">
              Um contrato já assinado anexado agora é reaproveitado na coleta de assinaturas: a operação pula a etapa de assinaturas.
            </Callout>
          )}
        </Card>
      )}
      {error && (
        <Callout tone="danger" live="alert">
          {error}
        </Callout>
      )}
      <StickyActions>
        <Button pending={wizard.pending} onClick={() => wizard.run(() => confirmDocumentsAction({ draftId }), { onFailure: (failure) => setError(failure.message) })}>
          {operation.uploads.length === 0 && payroll ? "Continuar sem documentos" : "Continuar para a revisão"}
        </Button>
      </StickyActions>
    </div>
  );
}
