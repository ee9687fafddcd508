import { Card } from "@/components/ui/card";
import { Callout } from "@/components/ui/callout";
import type { AmortizationInput } from "@/lib/contract/amortization";
import { reaisToCents, type Reais } from "@/lib/money";
import { brasiliaToday } from "@/lib/portal/format/dates";
import type { OperationView } from "@/lib/portal/operations/load-operation-view";
import { CollateralForm } from "./collateral-form";
import { ConfirmActionButtons } from "./confirm-action-buttons";
import { CorrectAccountForm } from "./correct-account-form";
import { EditOperationForm } from "./edit-operation-form";
import { OperationDocumentUpload } from "./operation-document-upload";

/**
 * "O que fazer agora": the actions the operation's status allows (the contract's permission table), each confirmed
 * and audited; the forms of the actions that carry data open in place.
 */
export function OperationActions({ view }: { view: OperationView }) {
  const { operation, actions, product, productKind } = view;
  const amortization = operation.amortization as AmortizationInput;
  const holder = view.accounts.find((account) => account.id === operation.bankAccountId)?.holderRegistrationNumber ?? null;
  const warranty = operation.warranty[0];
  return (
    <Card id="acoes" title="O que fazer agora" description="Só o que o status atual permite.">
      <div className="space-y-5">
        <ConfirmActionButtons operationId={operation.id} creditNoteNo={operation.creditNoteNo} actions={actions} productKind={productKind} status={operation.status} />
        {actions.includes("correctAccount") && (
          <section aria-labelledby="corrigir-conta" className="space-y-3">
            <h3 id="corrigir-conta" className="font-semibold text-slate-900">
              Corrigir a conta de liquidação
            </h3>
            <Callout tone="warning">A transferência foi recusada. Escolha uma conta no nome do próprio tomador; a liquidação é tentada de novo.</Callout>
            <CorrectAccountForm operationId={operation.id} personId={operation.personId} accounts={view.accounts} current={operation.bankAccountId} holder={holder ?? ""} />
          </section>
        )}
        {actions.includes("collateral") && warranty && (
          <details className="rounded-md border border-slate-200 p-3" open={operation.status === "WarrantyRevision"}>
            <summary className="cursor-pointer font-semibold text-slate-900">Corrigir a garantia</summary>
            <div className="mt-4">
              <CollateralForm
                operationId={operation.id}
                currentCompetence={`${brasiliaToday().slice(0, 7)}-01`}
                defaults={{ warrantyType: warranty.warrantyType, discountStartPeriod: warranty.registry_DiscountStartPeriod.slice(0, 7), totalValueInCents: reaisToCents(warranty.totalValue as Reais) }}
              />
            </div>
          </details>
        )}
        {actions.includes("edit") && product && (
          <details className="rounded-md border border-slate-200 p-3" open={operation.status === "Revision"}>
            <summary className="cursor-pointer font-semibold text-slate-900">Alterar a operação</summary>
            <div className="mt-4">
              <EditOperationForm
                operationId={operation.id}
                product={product}
                accounts={view.accounts}
                holder={holder}
                defaults={{
                  requestedAmount: amortization.requestedAmount,
                  apr: amortization.apr,
                  term: amortization.amortizationType === "fgts" ? amortization.termInMonths : amortization.numberOfPayments,
                  bankAccountId: operation.bankAccountId,
                  observations: operation.observations ?? "",
                }}
              />
            </div>
          </details>
        )}
        {actions.includes("upload") && (
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer font-semibold text-slate-900">Anexar documento</summary>
            <div className="mt-4">
              <OperationDocumentUpload operationId={operation.id} />
            </div>
          </details>
        )}
      </div>
    </Card>
  );
}
