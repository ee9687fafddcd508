"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/components/providers/query-provider";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { SignerLinks } from "@/components/operations/signer-links";
import { ButtonLink } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantTime } from "@/lib/portal/format/dates";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { DraftProgress } from "@/lib/portal/origination/draft-progress";
import { textLinkClass } from "@/components/ui/text-link";

/**
 * Step "assinaturas": follows the submitted operation through the pipeline (polled; slower once nothing moves by
 * itself) until the signature links exist, then hands them out: copy, open, or a QR code for the borrower's phone.
 */
export function SignaturesStep({ product, draftId, initial }: { product: string; draftId: string; locked: boolean; initial: DraftProgress }) {
  const url = `/originate/${product}/${draftId}/progress`;
  const { data: progress, dataUpdatedAt } = useQuery({
    queryKey: ["progress", url],
    queryFn: ({ signal }) => fetchJson<DraftProgress>(url, signal),
    initialData: initial,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === "Finished" || status === "Canceled") return false;
      if (status === "Signatures") return 4_000;
      return query.state.data?.stalled ? 15_000 : 2_000;
    },
  });
  const signers = progress.signers;
  return (
    <div className="space-y-4">
      <Card
        id="andamento"
        title={`Operação ${progress.creditNoteNo}`}
        description={`Status desde ${formatDateTime(new Date(progress.statusSince))} · atualizado às ${formatInstantTime(new Date(dataUpdatedAt))}`}
        actions={
          <>
            <OperationStatusBadge status={progress.status} />
            <ButtonLink href={`/operations/${progress.operationId}`} size="sm" variant="secondary">
              Página da operação
            </ButtonLink>
          </>
        }
      >
        <div aria-live="polite">
          {!signers && !progress.stalled && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner /> {progress.statusLabel}: {progress.guidance} Os links de assinatura aparecem aqui quando o contrato for aprovado.
            </p>
          )}
          {!signers && progress.stalled && (
            <Callout tone="warning" title={progress.statusLabel}>
              <p>{progress.guidance}</p>
              <p>
                <a href={`/operations/${progress.operationId}`} className={textLinkClass()}>
                  Abrir a página da operação
                </a>
              </p>
            </Callout>
          )}
          {signers && progress.status === "Signatures" && (
            <Callout tone="success" title="Links de assinatura prontos">
              Entregue cada link ao seu signatário. A operação segue sozinha quando todos assinarem.
            </Callout>
          )}
          {signers && progress.status !== "Signatures" && <p className="text-sm text-slate-700">{progress.guidance}</p>}
        </div>
      </Card>
      {signers && <SignerLinks signers={signers} />}
    </div>
  );
}
