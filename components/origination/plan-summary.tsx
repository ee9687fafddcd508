import { CalendarDays } from "lucide-react";
import type { AmortizationPlan } from "@/lib/contract";
import { formatCents } from "@/lib/money";
import { formatContractDay } from "@/lib/portal/format/dates";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import { cx } from "@/components/ui/class-names";
import { installmentBreakdownText } from "@/lib/portal/format/installment-breakdown";
import { installmentsLabel } from "@/lib/portal/format/installments-label";

/**
 * The numbers a borrower decides on, as the API computed them: released amount, installment, IOF, issuance cost, total,
 * and the CET monthly and yearly beside the interest rate (Res. CMN 4.881/2020 and 5.004/2022), two decimals.
 */
export function PlanSummary({ plan, annual = false, className }: { plan: AmortizationPlan; annual?: boolean; className?: string }) {
  const payments = plan.installments.map((installment) => installment.paymentInCents);
  return (
    <div className={cx("space-y-4", className)}>
      <div className="grid grid-cols-2 gap-3">
        <Figure label="Valor liberado ao tomador" value={formatCents(plan.liquidAmountInCents)} strong />
        {/* Price: "23 × R$ 528,71 e 1 × R$ 528,74" (the last absorbs the rounding); SAC: first to last. */}
        <Figure label={installmentsLabel(plan.installments.length, annual ? "annual" : "monthly")} value={installmentBreakdownText(payments)} strong />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Row term="Valor contratado" value={formatCents(plan.requestedAmount)} />
        <Row term="IOF" value={formatCents(plan.iofAmountInCents)} />
        <Row term="Custo de emissão" value={formatCents(plan.issuanceCostInCents)} />
        <Row term="Total a pagar" value={formatCents(plan.totalPaymentInCents)} />
        <Row term="Juros" value={`${formatPercent(plan.apr)} a.m. · ${formatPercent(plan.yearlyRate)} a.a.`} />
        <Row term="CET" value={`${formatPercent(plan.cet.monthly)} a.m. · ${formatPercent(plan.cet.yearly)} a.a.`} emphasis />
      </dl>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarDays aria-hidden className="h-4 w-4" />
        Primeiro vencimento em <strong className="font-medium text-slate-900">{formatContractDay(plan.firstPaymentDate)}</strong>
      </p>
    </div>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <p className="text-xs text-slate-600">{label}</p>
      <p className={cx("tabular-nums text-slate-900", strong ? "text-lg font-semibold" : "font-medium")}>{value}</p>
    </div>
  );
}

function Row({ term, value, emphasis }: { term: string; value: string; emphasis?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{term}</dt>
      <dd className={cx("tabular-nums", emphasis ? "font-semibold text-brand-900" : "font-medium text-slate-900")}>{value}</dd>
    </div>
  );
}
