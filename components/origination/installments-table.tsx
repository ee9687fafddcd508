import type { AmortizationPlan } from "@/lib/contract";
import { cents, formatCents, sumCents } from "@/lib/money";
import { formatContractDay } from "@/lib/portal/format/dates";

/**
 * Every installment of the plan, with the totals that reconcile it: the installments sum to the total to pay and the
 * amortizations to the contracted amount, to the cent. Scrolls inside its box on a phone.
 */
export function InstallmentsTable({ plan, caption }: { plan: AmortizationPlan; caption?: string }) {
  const total = sumCents(plan.installments.map((installment) => installment.paymentInCents));
  const principal = sumCents(plan.installments.map((installment) => cents(installment.principalInCents)));
  const interest = sumCents(plan.installments.map((installment) => installment.interestInCents));
  return (
    // Focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-label={caption ?? "Plano de pagamento, parcela a parcela"} className="max-h-96 overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className="w-full min-w-[32rem] text-right text-sm tabular-nums">
        <caption className="sr-only">{caption ?? "Plano de pagamento, parcela a parcela"}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">Nº</th>
            <th scope="col" className="px-3 py-2 text-left font-medium">Vencimento</th>
            <th scope="col" className="px-3 py-2 font-medium">Parcela</th>
            <th scope="col" className="px-3 py-2 font-medium">Amortização</th>
            <th scope="col" className="px-3 py-2 font-medium">Juros</th>
            <th scope="col" className="px-3 py-2 font-medium">Saldo</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plan.installments.map((installment) => (
            <tr key={installment.number}>
              <td className="px-3 py-1.5 text-left">{installment.number}</td>
              <td className="px-3 py-1.5 text-left">{formatContractDay(installment.dueDate)}</td>
              <td className="px-3 py-1.5 font-medium text-slate-900">{formatCents(installment.paymentInCents)}</td>
              <td className="px-3 py-1.5">{formatCents(cents(installment.principalInCents))}</td>
              <td className="px-3 py-1.5">{formatCents(installment.interestInCents)}</td>
              <td className="px-3 py-1.5">{formatCents(installment.balanceInCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-medium text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left">
              Totais
            </th>
            <td className="px-3 py-2">{formatCents(total)}</td>
            <td className="px-3 py-2">{formatCents(principal)}</td>
            <td className="px-3 py-2">{formatCents(interest)}</td>
            <td className="px-3 py-2" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
