import type { Instrument } from "@/lib/credit/signatures/instrument";
import { installmentBreakdownText } from "@/lib/portal/format/installment-breakdown";
import { money, percent } from "./sign-format";

/** The four numbers a borrower decides on, first: what they receive, the installments, the CET and the total. */
export function KeyFigures({ instrument }: { instrument: Instrument }) {
  const { amounts, rates, plan } = instrument;
  const payments = plan.installments.map((installment) => installment.paymentInCents);
  const unit = plan.periodicity === "annual" ? (payments.length === 1 ? "parcela anual" : "parcelas anuais") : payments.length === 1 ? "parcela mensal" : "parcelas mensais";
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure term="Você recebe" value={money(amounts.releasedInCents)} />
      {/* "23 × R$ 528,71 e 1 × R$ 528,74": the last absorbs the rounding; SAC and FGTS give the first and the last. */}
      <Figure term={`${payments.length} ${unit}`} value={installmentBreakdownText(payments, money)} />
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
