"use client";

import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { fetchJson } from "@/components/providers/query-provider";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantTime } from "@/lib/portal/format/dates";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { DraftProgress } from "@/lib/portal/origination/draft-progress";

const ROLES = { Borrower: "Tomador", Witness: "Testemunha", Creditor: "Credor" } as const;
const SIGNER_STATUS = { Pending: { label: "Aguardando assinatura", tone: "warning" }, Signed: { label: "Assinado", tone: "success" }, Refused: { label: "Recusado", tone: "danger" } } as const;

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
        actions={<OperationStatusBadge status={progress.status} />}
      >
        <div aria-live="polite">
          {!signers && !progress.stalled && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner /> {progress.statusLabel}: {progress.guidance} Os links de assinatura aparecem aqui quando o instrumento for aprovado.
            </p>
          )}
          {!signers && progress.stalled && (
            <Callout tone="warning" title={progress.statusLabel}>
              <p>{progress.guidance}</p>
              <p>
                <a href={`/operations/${progress.operationId}`}>Abrir a página da operação</a>
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
      {signers && (
        <ul className="grid gap-4 md:grid-cols-2">
          {signers.map((signer) => (
            <li key={signer.url}>
              <Card id={`signatario-${signer.role}`} title={`${ROLES[signer.role]}: ${signer.name}`} actions={<Badge tone={SIGNER_STATUS[signer.status].tone}>{SIGNER_STATUS[signer.status].label}</Badge>}>
                <div className="flex flex-wrap items-start gap-4">
                  <div className="rounded-md border border-slate-200 bg-white p-2">
                    <QRCodeSVG value={signer.url} size={132} marginSize={1} title={`QR code do link de assinatura de ${ROLES[signer.role].toLowerCase()}`} />
                  </div>
                  <div className="min-w-0 flex-1 space-y-3">
                    <p className="break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700">{signer.url}</p>
                    <div className="flex flex-wrap gap-2">
                      <CopyButton text={signer.url} label="Copiar link" />
                      <a href={signer.url} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
                        <ExternalLink aria-hidden className="h-4 w-4" />
                        Abrir
                      </a>
                    </div>
                    <p className="text-xs text-slate-500">O tomador pode ler o QR code com a câmera do celular.</p>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
