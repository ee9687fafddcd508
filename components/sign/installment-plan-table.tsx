import type { Instrument } from "@/lib/credit/signatures/instrument";
import { formatCivilDate, money } from "./sign-format";
import { pluralize } from "@/lib/portal/format/plural";

/**
 * Every installment, with totals that reconcile to the instrument's: the payments sum to the total to pay and the
 * amortizations to the contracted amount. On a phone the table scrolls inside its box (key columns first).
 */
export function InstallmentPlanTable({ plan }: { plan: Instrument["plan"] }) {
  const sum = (pick: (installment: Instrument["plan"]["installments"][number]) => number) => plan.installments.reduce((total, installment) => total + pick(installment), 0);
  const caption = `Plano de pagamento: ${pluralize(plan.installments.length, "parcela", "parcelas")}`;
  return (
    // Focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[34rem] text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Nº
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Vencimento
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Parcela
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Amortização
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Juros
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Saldo devedor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plan.installments.map((installment) => (
            <tr key={installment.number}>
              <td className="px-3 py-1.5 text-left">{installment.number}</td>
              <td className="px-3 py-1.5 text-left">{formatCivilDate(installment.dueDate)}</td>
              <td className="px-3 py-1.5 font-medium text-slate-900">{money(installment.paymentInCents)}</td>
              <td className="px-3 py-1.5">{money(installment.principalInCents)}</td>
              <td className="px-3 py-1.5">{money(installment.interestInCents)}</td>
              <td className="px-3 py-1.5">{money(installment.balanceInCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-slate-50 font-medium text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left">
              Totais
            </th>
            <td className="px-3 py-2">{money(sum((installment) => installment.paymentInCents))}</td>
            <td className="px-3 py-2">{money(sum((installment) => installment.principalInCents))}</td>
            <td className="px-3 py-2">{money(sum((installment) => installment.interestInCents))}</td>
            <td className="px-3 py-2" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
