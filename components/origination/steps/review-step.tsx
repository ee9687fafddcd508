"use client";

import Link from "next/link";
import { useState } from "react";
import { submitOperationAction } from "@/lib/portal/origination/actions";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { CreditNote } from "@/lib/contract";
import { formatCnpj, formatCpf } from "@/lib/contract/tax-ids";
import { cents, formatCents, formatReais, type Reais } from "@/lib/money";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { formatCompetence, formatContractDay } from "@/lib/portal/format/dates";
import type { DraftBorrower } from "@/lib/portal/origination/draft-data";
import type { MarginShortfall } from "@/lib/portal/origination/draft-margin-check";
import { LiveMarginNote } from "../live-margin-note";
import { InstallmentsTable } from "../installments-table";
import { PlanSummary } from "../plan-summary";
import { useWizard } from "../use-wizard";
import { pluralize } from "@/lib/portal/format/plural";
import { StickyActions } from "@/components/ui/sticky-actions";

const FILE_TYPES = { Authorization: "Autorização / termo de consentimento", SignedContract: "Contrato assinado", Others: "Outro" } as const;

/**
 * Step "revisao": everything the borrower will sign, as the API holds the operation (its plan, not the simulation's),
 * with the CET disclosed before commitment; the operator confirms the borrower saw it, then submits.
 */
export function ReviewStep({
  product,
  draftId,
  locked,
  operation,
  borrower,
  productName,
  marginShortfall,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  operation: CreditNote;
  borrower: DraftBorrower;
  productName: string;
  marginShortfall: MarginShortfall | null;
}) {
  const wizard = useWizard(product, draftId);
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!acknowledged) return setError("Confirme que o tomador viu as condições, o CET e o plano antes de enviar.");
    setError(null);
    wizard.run(() => submitOperationAction({ draftId, acknowledged }), { onFailure: (failure) => setError(failure.message) });
  };
  const annual = operation.plan.amortizationType === "fgts";
  return (
    <div className="space-y-4">
      {marginShortfall && (
        <Callout tone="danger" live="alert" title="A parcela passa da margem livre atual: a averbação recusaria">
          <p>
            A maior parcela ({formatCents(cents(marginShortfall.largestInstallmentInCents))}) passa da margem livre atual de{" "}
            {formatCents(cents(marginShortfall.live.freeMarginInCents))}. <LiveMarginNote live={marginShortfall.live} />
          </p>
          <p className="mt-2">
            Altere o valor ou o prazo na <Link href={`/operations/${operation.id}`}>página da operação</Link> antes de enviar.
          </p>
        </Callout>
      )}
      <Card id="condicoes" title={`Operação ${operation.creditNoteNo}`} description={productName} actions={<OperationStatusBadge status={operation.status} />}>
        <PlanSummary plan={operation.plan} annual={annual} />
        <Callout tone="info" className="mt-4" title={`Custo efetivo total: ${operation.plan.cet.yearly.toFixed(2).replace(".", ",")}% ao ano`}>
          <p>O CET soma juros, IOF e custos da operação; mostre-o ao tomador antes de ele se comprometer (Res. CMN 4.881/2020).</p>
          <p>
            <a href={`/operations/${operation.id}/documentos/planilha-cet`} download>
              Baixar a planilha de cálculo do CET (PDF)
            </a>{" "}
            para entregar ao tomador.
          </p>
        </Callout>
        <details className="mt-4" open>
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Plano de pagamento ({pluralize(operation.plan.installments.length, "parcela", "parcelas")})</summary>
          <div className="mt-3">
            <InstallmentsTable plan={operation.plan} />
          </div>
        </details>
      </Card>
      <Card id="partes" title="Tomador e liquidação">
        <DescriptionList
          items={[
            { term: "Tomador", value: borrower.name },
            { term: "CPF", value: formatCpf(borrower.registrationNumber) },
            { term: "Conta que recebe o valor liberado", value: describeAccount(borrower.bankAccount), wide: true },
          ]}
        />
      </Card>
      {operation.warranty.map((item, index) => (
        <Card key={index} id={`garantia-${index}`} title="Garantia">
          <DescriptionList
            columns={3}
            items={[
              { term: "Empregador", value: `${item.registry_EmployerName} · ${formatCnpj(item.registry_EmployerRegistrationNumber)}` },
              { term: "Matrícula", value: item.registry_EmployeeCode },
              { term: "Primeiro desconto", value: formatCompetence(item.registry_DiscountStartPeriod) },
              { term: "Valor garantido", value: formatReais(item.totalValue as Reais) },
              { term: "Admissão", value: formatContractDay(item.registry_EmployeeAdmissionDate) },
              { term: "Tipo", value: item.warrantyType === "RegistryEmployee" ? "Empréstimo novo" : "Refinanciamento" },
            ]}
          />
        </Card>
      ))}
      <Card id="documentos-revisao" title="Documentos">
        {operation.uploads.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum documento anexado.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {operation.uploads.map((upload) => (
              <li key={upload.id}>
                {upload.displayName ?? upload.fileName} <span className="text-slate-500">({FILE_TYPES[upload.fileType]})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {!locked && (
        <Card id="envio" title="Enviar para aprovação">
          <p className="text-sm text-slate-600">Depois do envio a operação segue a esteira (análises, averbação, assinaturas e liquidação) e não pode mais ser alterada até o fim da análise.</p>
          <label className="mt-4 flex items-start gap-3 text-sm">
            <input type="checkbox" className="mt-1" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} aria-describedby="envio-erro" />
            <span>O tomador viu o valor liberado, as parcelas, os juros, o IOF e o CET mensal e anual, e concorda em seguir.</span>
          </label>
          {error && (
            <p id="envio-erro" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <StickyActions inCard className="mt-4">
            <Button pending={wizard.pending} disabled={marginShortfall !== null} onClick={submit}>
              Enviar para aprovação
            </Button>
          </StickyActions>
        </Card>
      )}
    </div>
  );
}
