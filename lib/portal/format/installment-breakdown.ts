/**
 * How every portal screen writes a plan's installments (issue 22): the runs of equal installments,
 * "23 × R$ 528,71 e 1 × R$ 528,74", never the largest as every month's ("24 × R$ 528,74"). Offers, previews,
 * the review, the operation page, the desk dossier and the signature page all write them through here.
 */
import { installmentRuns } from "@/lib/finance/installment-runs";
import { cents, formatCents } from "@/lib/money";

/** Beyond this many runs (SAC's decreasing installments) the text gives the first and the last. */
const MAX_RUNS_SPELLED_OUT = 3;

const reais = (amountInCents: number) => formatCents(cents(amountInCents));

/**
 * "24 × R$ 528,71"; "23 × R$ 528,71 e 1 × R$ 528,74"; "R$ 600,00 a R$ 420,00" (more than three runs, e.g. SAC:
 * the first and the last installment; the count is the caller's label). Empty for no installments.
 */
export function installmentBreakdownText(payments: readonly number[], format: (amountInCents: number) => string = reais): string {
  const runs = installmentRuns(payments);
  if (runs.length > MAX_RUNS_SPELLED_OUT) return `${format(payments[0] ?? 0)} a ${format(payments[payments.length - 1] ?? 0)}`;
  const parts = runs.map((run) => `${run.count.toLocaleString("pt-BR")} × ${format(run.amountInCents)}`);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}`;
}

/**
 * An offer's installments: the regular one every month but the last, then the last (which absorbs the rounding
 * residue). An offer stored before the last was kept has only `installmentAmountInCents`.
 */
export function offerPayments(offer: { readonly numberOfPayments: number; readonly installmentAmountInCents: number; readonly lastInstallmentAmountInCents?: number }): number[] {
  const payments = Array<number>(offer.numberOfPayments).fill(offer.installmentAmountInCents);
  if (offer.lastInstallmentAmountInCents !== undefined && payments.length > 0) payments[payments.length - 1] = offer.lastInstallmentAmountInCents;
  return payments;
}
