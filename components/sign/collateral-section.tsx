import type { Instrument } from "@/lib/credit/signatures/instrument";
import { DescriptionList } from "@/components/ui/description-list";
import { capitalized, formatCnpj, formatCompetence, money, monthYear } from "./sign-format";

/** Payroll: who discounts the installments and from which competence. FGTS: the birthday withdrawals pledged. */
export function CollateralSection({ instrument }: { instrument: Instrument }) {
  const { collateral } = instrument;
  if (collateral.kind === "payroll") {
    const first = instrument.plan.installments[0];
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">Consignado privado: as parcelas são descontadas da sua folha de pagamento e repassadas ao credor.</p>
        {collateral.employers.map((employer) => (
          <DescriptionList
            key={employer.registrationNumber}
            items={[
              {
                term: "Empregador",
                value: (
                  <>
                    {employer.name}
                    <span className="block font-normal text-slate-600">CNPJ {formatCnpj(employer.registrationNumber)}</span>
                  </>
                ),
              },
              { term: "Primeiro desconto em folha", value: `Competência de ${formatCompetence(employer.discountStartCompetence)}` },
              ...(first ? [{ term: "Valor descontado por mês", value: <span className="tabular-nums">{money(first.paymentInCents)} (conforme o plano)</span> }] : []),
            ]}
          />
        ))}
      </div>
    );
  }
  const total = collateral.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amountInCents, 0);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Antecipação do saque-aniversário do FGTS: os valores abaixo ficam bloqueados na sua conta do FGTS e são transferidos ao credor, um por ano, no
        mês do seu saque-aniversário.
      </p>
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">Saques-aniversário alienados ao credor</caption>
        <thead className="text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              Saque-aniversário
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Valor alienado
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {collateral.withdrawals.map((withdrawal) => (
            <tr key={withdrawal.number}>
              <td className="py-1.5 pr-3 text-left">{capitalized(monthYear(withdrawal.dueDate))}</td>
              <td className="py-1.5 text-right font-medium text-slate-900">{money(withdrawal.amountInCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-medium">
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            <td className="py-2 text-right">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
