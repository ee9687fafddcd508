"use client";

import { useState } from "react";
import { reuseConsentTermAction } from "@/lib/portal/origination/actions";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import type { UploadRecord } from "@/lib/contract";
import { formatCpf } from "@/lib/contract/tax-ids";
import { formatBytes } from "@/lib/portal/documents/document-schemas";
import { formatInstantDate } from "@/lib/portal/format/dates";
import type { DraftBorrower } from "@/lib/portal/origination/draft-data";
import { useWizard } from "../use-wizard";
import { StickyActions } from "@/components/ui/sticky-actions";

/**
 * FGTS step "consentimento": the holder's consent term comes first. A term already in the borrower's documents can be
 * used; otherwise the file is uploaded here and attached to the borrower. Without it the operation would come back in
 * warranty revision.
 */
export function ConsentStep({
  product,
  draftId,
  borrower,
  consentTerms,
  recordedUploadId,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  borrower: DraftBorrower;
  consentTerms: readonly UploadRecord[];
  recordedUploadId: string | null;
}) {
  const wizard = useWizard(product, draftId);
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(recordedUploadId ?? consentTerms[0]?.id ?? null);
  return (
    <div className="space-y-4">
      <Callout tone="info" title="Por que o termo vem primeiro">
        O termo de consentimento autoriza a antecipação do saque-aniversário do FGTS de {borrower.name} (CPF {formatCpf(borrower.registrationNumber)}). Sem ele, o
        órgão do FGTS não confirma a averbação e a operação volta em revisão de garantia.
      </Callout>
      {consentTerms.length > 0 && (
        <Card id="termos" title="Termos já anexados ao tomador">
          <fieldset className="space-y-2">
            <legend className="sr-only">Escolha o termo</legend>
            {consentTerms.map((term) => (
              <label key={term.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="termo" className="mt-1" checked={choice === term.id} onChange={() => setChoice(term.id)} />
                <span className="text-sm">
                  <span className="block font-medium text-slate-900">{term.displayName ?? term.fileName}</span>
                  <span className="text-slate-600">
                    {term.fileName}
                    {term.sizeInBytes !== undefined && ` · ${formatBytes(term.sizeInBytes)}`} · anexado em {formatInstantDate(term.createdAt)}
                    {!term.fileId && " · só os dados, sem arquivo"}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <StickyActions inCard className="mt-4">
            <Button
              pending={wizard.pending}
              disabled={!choice}
              onClick={() => choice && wizard.run(() => reuseConsentTermAction({ draftId, uploadId: choice }), { onFailure: (failure) => setError(failure.message) })}
            >
              Usar este termo
            </Button>
          </StickyActions>
        </Card>
      )}
      <Card id="novo-termo" title={consentTerms.length > 0 ? "Ou anexe outro termo" : "Anexar o termo de consentimento"} description="PDF ou imagem do termo assinado pelo titular.">
        <DocumentUploadForm
          endpoint={`/uploads/drafts/${draftId}/consent`}
          formId="termo"
          fileTypes={["Authorization"]}
          defaultDisplayName="Termo de consentimento FGTS"
          submitLabel="Anexar termo e continuar"
          onUploaded={() => wizard.advance()}
        />
      </Card>
      {error && (
        <Callout tone="danger" live="alert">
          {error}
        </Callout>
      )}
    </div>
  );
}
