import { BellRing, CircleDot, Hourglass } from "lucide-react";
import Link from "next/link";
import { DocumentList } from "@/components/documents/document-list";
import { InstallmentsTable } from "@/components/origination/installments-table";
import { PlanSummary } from "@/components/origination/plan-summary";
import { Badge } from "@/components/ui/badge";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { PageHeader } from "@/components/ui/page-header";
import { partnerActionStatuses, returnStatuses, terminalStatuses, type OperationStatus } from "@/lib/contract";
import { formatCnpj } from "@/lib/contract/tax-ids";
import { formatReais, type Reais } from "@/lib/money";
import { formatCompetence, formatContractDay } from "@/lib/portal/format/dates";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { OperationView as View } from "@/lib/portal/operations/load-operation-view";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { STATUS_GUIDANCE } from "@/lib/portal/operations/status-guidance";
import { AssignBranchForm } from "./assign-branch-form";
import { OperationActions } from "./operation-actions";
import { OperationAutoRefresh } from "./operation-auto-refresh";
import { OperationStatusBadge } from "./operation-status-badge";
import { OperationTimeline } from "./operation-timeline";
import { ContractDocuments } from "./contract-documents";
import { SignerLinks } from "./signer-links";
import { TimeInStatus } from "./time-in-status";
import { textLinkClass } from "@/components/ui/text-link";

function whoActs(status: OperationStatus): { label: string; tone: "warning" | "info" | "success" | "danger"; icon: typeof BellRing } {
  if ((partnerActionStatuses as readonly string[]).includes(status)) return { label: "Precisa de ação do parceiro", tone: "warning", icon: BellRing };
  if (status === "Disapproved") return { label: "Reprovada: leia o motivo", tone: "danger", icon: CircleDot };
  if ((returnStatuses as readonly string[]).includes(status)) return { label: "Devolvida: trate o motivo", tone: "warning", icon: BellRing };
  if (status === "Finished") return { label: "Concluída", tone: "success", icon: CircleDot };
  if (status === "Canceled" || status === "Error") return { label: status === "Error" ? "Parada por erro técnico" : "Encerrada", tone: "danger", icon: CircleDot };
  return { label: "Aguarde: a esteira ou a mesa segue sozinha", tone: "info", icon: Hourglass };
}

/** The operation page's content (server-rendered; the actions and the refresh are its client parts). */
export function OperationView({ view, canSeeBorrower }: { view: View; canSeeBorrower: boolean }) {
  const { operation, tracked, product, productKind, borrower } = view;
  const final = (terminalStatuses as readonly string[]).includes(operation.status);
  const acts = whoActs(operation.status);
  const lastReason = [...operation.history].reverse().find((entry) => entry.to === operation.status)?.reason;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={product?.name ?? (productKind === "fgts" ? "Antecipação FGTS" : "Consignado privado")}
        title={`Operação ${operation.creditNoteNo}`}
        description={`${borrower.name} · CPF ${borrower.cpfMasked} · criada em ${formatDateTime(new Date(operation.createdAt))}`}
        actions={<OperationStatusBadge status={operation.status} />}
      />
      <OperationAutoRefresh operationId={operation.id} status={operation.status} final={final} />

      {operation.deleted && (
        <Callout tone="warning" title="Operação excluída">
          Excluída em {operation.deletedAt ? formatDateTime(new Date(operation.deletedAt)) : "—"}. Ela não aparece nas varreduras; restaure-a para voltar a tratá-la.
        </Callout>
      )}
      {operation.cancelRequestedAt && operation.status !== "Canceled" && (
        <Callout tone="warning" title="Cancelamento em processamento">
          Pedido em {formatDateTime(new Date(operation.cancelRequestedAt))}: a operação fica assim até o status Cancelada. Nenhuma outra alteração é aceita até lá.
        </Callout>
      )}

      <section aria-labelledby="situacao-titulo" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="situacao-titulo" className="sr-only">
          Situação
        </h2>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <p className="text-lg font-semibold text-slate-900">{STATUS_LABELS[operation.status]}</p>
            <p className="text-slate-700">{STATUS_GUIDANCE[operation.status]}</p>
            {lastReason && (
              <p className="text-sm text-slate-600">
                Motivo: <span className="text-slate-900">{lastReason}</span>
              </p>
            )}
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <Badge tone={acts.tone}>
              <acts.icon aria-hidden className="h-3.5 w-3.5" />
              {acts.label}
            </Badge>
            <p className="text-sm text-slate-600">
              Neste status há <TimeInStatus since={operation.statusSince} />
            </p>
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {view.actions.length > 0 && <OperationActions view={view} />}
          {view.signers && view.signers.length > 0 && (
            <section aria-labelledby="assinaturas-titulo" className="space-y-3">
              <h2 id="assinaturas-titulo" className="text-lg font-semibold text-slate-900">
                Links de assinatura
              </h2>
              <SignerLinks signers={view.signers} borrower={{ firstName: view.borrower.name.trim().split(/\s+/)[0] ?? null, phone: view.borrower.phone, email: view.borrower.email }} />
            </section>
          )}
          <Card id="plano" title="Plano de pagamento" description="Como a API de crédito calcula a operação agora.">
            <PlanSummary plan={operation.plan} annual={productKind === "fgts"} />
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">{operation.plan.installments.length === 1 ? "Ver a parcela" : `Ver as ${operation.plan.installments.length} parcelas`}</summary>
              <div className="mt-3">
                <InstallmentsTable plan={operation.plan} />
              </div>
            </details>
          </Card>
          {operation.warranty.map((item, index) => (
            <Card key={index} id={`garantia-${index}`} title="Garantia" description="Dados da averbação da margem; valores em reais.">
              <DescriptionList
                columns={3}
                items={[
                  { term: "Empregador", value: item.registry_EmployerName },
                  { term: "CNPJ", value: formatCnpj(item.registry_EmployerRegistrationNumber) },
                  { term: "Matrícula", value: item.registry_EmployeeCode },
                  { term: "Primeiro desconto", value: formatCompetence(item.registry_DiscountStartPeriod) },
                  { term: "Valor garantido", value: formatReais(item.totalValue as Reais) },
                  ...(item.registry_OriginalMargin !== undefined ? [{ term: "Margem livre na consulta", value: formatReais(item.registry_OriginalMargin as Reais) }] : []),
                  { term: "Admissão", value: formatContractDay(item.registry_EmployeeAdmissionDate) },
                  { term: "Tipo", value: item.warrantyType === "RegistryEmployee" ? "Empréstimo novo" : "Refinanciamento" },
                  ...(item.registry_ProposalNumber ? [{ term: "Proposta", value: item.registry_ProposalNumber }] : []),
                ]}
              />
            </Card>
          ))}
          <ContractDocuments operationId={operation.id} status={operation.status} />
          <Card id="documentos" title="Documentos" description="Os documentos da operação, cada arquivo guardado uma vez.">
            <DocumentList uploads={operation.uploads} downloadBase={`/operations/${operation.id}/files`} emptyText="Nenhum documento anexado." />
          </Card>
        </div>
        <aside className="min-w-0 space-y-6">
          <Card id="resumo" title="Resumo">
            <DescriptionList
              columns={2}
              className="!grid-cols-1"
              items={[
                {
                  term: "Tomador",
                  value: canSeeBorrower ? (
                    <Link className={textLinkClass("underline")} href={`/borrowers/${borrower.id}`}>
                      {borrower.name}
                    </Link>
                  ) : (
                    borrower.name
                  ),
                },
                { term: "CPF", value: borrower.cpfMasked },
                {
                  term: "Agência",
                  value:
                    view.assignBranches.length > 0 ? (
                      <AssignBranchForm operationId={operation.id} branches={view.assignBranches} />
                    ) : (
                      (tracked?.branch?.name ?? (tracked ? "Sem agência" : "—"))
                    ),
                },
                { term: "Originada por", value: tracked?.operator?.name ?? (tracked?.origin === "discovered" ? "Outro canal (encontrada pela varredura)" : "—") },
                { term: "Número", value: operation.creditNoteNo },
                { term: "Status desde", value: formatDateTime(new Date(operation.statusSince)) },
              ]}
            />
          </Card>
          <Card id="linha-do-tempo" title="Linha do tempo" description="Cada mudança de status, com quem a fez e por quê.">
            <OperationTimeline history={operation.history} />
          </Card>
        </aside>
      </div>
    </div>
  );
}
