import type { Instrument } from "@/lib/credit/signatures/instrument";
import { money, percent } from "./sign-format";

/** The four numbers a borrower decides on, first: what they receive, the installments, the CET and the total. */
export function KeyFigures({ instrument }: { instrument: Instrument }) {
  const { amounts, rates, plan } = instrument;
  const payments = plan.installments.map((installment) => installment.paymentInCents);
  const first = payments[0] ?? 0;
  const last = payments[payments.length - 1] ?? 0;
  // Price: equal installments but for a cent adjustment in the last; SAC and FGTS vary.
  const equal = payments.slice(0, -1).every((payment) => payment === first) && Math.abs(last - first) <= payments.length;
  const unit = plan.periodicity === "annual" ? (payments.length === 1 ? "parcela anual" : "parcelas anuais") : payments.length === 1 ? "parcela mensal" : "parcelas mensais";
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure term="Você recebe" value={money(amounts.releasedInCents)} />
      <Figure
        term={`${payments.length} ${unit}`}
        value={equal ? money(first) : `${money(first)} a ${money(last)}`}
        note={equal && last !== first ? `a última de ${money(last)}` : undefined}
      />
      <Figure term="CET ao ano" value={percent(rates.cetYearly)} note={`${percent(rates.cetMonthly)} ao mês`} emphasis />
      <Figure term="Total a pagar" value={money(amounts.totalPaymentInCents)} />
    </dl>
  );
}

function Figure({ term, value, note, emphasis }: { term: string; value: string; note?: string; emphasis?: boolean }) {
  return (
    <div className={`min-w-0 rounded-lg border px-3 py-3 sm:px-4 ${emphasis ? "border-brand-100 bg-brand-50" : "border-slate-200 bg-white"}`}>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className={`mt-1 break-words text-lg font-semibold tabular-nums sm:text-xl ${emphasis ? "text-brand-900" : "text-slate-900"}`}>{value}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
