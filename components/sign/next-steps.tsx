import type { OperationStatus } from "@/lib/contract";
import type { Instrument } from "@/lib/credit/signatures/instrument";
import { Card } from "@/components/ui/card";
import { borrowerStatus } from "./borrower-status";
import { bankLabel, formatCompetence, money, monthYear } from "./sign-format";

/** After signing: where the operation is now, and what comes next with the numbers of the signed document. */
export function NextSteps({ instrument, status, correspondentName }: { instrument: Instrument | null; status: OperationStatus; correspondentName: string }) {
  const steps = instrument ? stepsOf(instrument) : ["O credor valida as assinaturas.", "O valor liberado é transferido para a conta indicada no contrato."];
  return (
    <Card id="proximos-passos" title="O que acontece agora">
      <div className="space-y-4 text-sm text-slate-800">
        <p>
          Situação agora: <strong className="font-semibold text-slate-900">{borrowerStatus(status, { signed: true })}</strong>.
        </p>
        <ol className="list-decimal space-y-2 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-slate-600">
          Mudou de ideia? Você pode desistir em até 7 dias, contados da assinatura ou do recebimento do valor (Código de Defesa do Consumidor, art.
          49), devolvendo o valor liberado. Procure {correspondentName}, o correspondente que enviou a proposta.
        </p>
      </div>
    </Card>
  );
}

function stepsOf(instrument: Instrument): string[] {
  const { settlementAccount: account, plan, collateral, amounts } = instrument;
  const first = plan.installments[0];
  const payment =
    collateral.kind === "payroll"
      ? `A primeira parcela${first ? `, de ${money(first.paymentInCents)},` : ""} é descontada da sua folha de pagamento${
          collateral.employers[0] ? ` a partir da competência de ${formatCompetence(collateral.employers[0].discountStartCompetence)}` : ""
        }.`
      : `Os saques-aniversário alienados ficam bloqueados na sua conta do FGTS; a primeira parcela é paga com o saque de ${monthYear(plan.firstDueDate)}.`;
  return [
    "O credor valida as assinaturas (em poucos minutos).",
    `${money(amounts.releasedInCents)} são transferidos para a sua conta: ${bankLabel(account.bankCode)}, agência ${account.agency}, conta ${account.account}.`,
    payment,
  ];
}
