import type { Offer } from "@/lib/contract";
import { formatCents } from "@/lib/money";
import { formatInstantDate, formatInstantTime } from "@/lib/portal/format/dates";
import { installmentBreakdownText, offerPayments } from "@/lib/portal/format/installment-breakdown";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import { Button } from "@/components/ui/button";

/**
 * The offers of path A, one card per term, each with its installments as the plan has them ("23 × R$ 528,71 e
 * 1 × R$ 528,74": the last absorbs the rounding), amounts, rates and CET, and its validity.
 */
export function OffersList({ offers, onChoose, choosing, chosenTerm }: { offers: readonly Offer[]; onChoose?: (offer: Offer) => void; choosing: boolean; chosenTerm?: number }) {
  return (
    <ul className="space-y-3">
      {offers.map((offer) => (
        <li key={offer.offerRequestId} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">
              <span className="tabular-nums">{installmentBreakdownText(offerPayments(offer))}</span>
            </p>
            <p className="text-sm text-slate-600">
              Liberado <strong className="tabular-nums text-slate-900">{formatCents(offer.releasedAmountInCents)}</strong>
            </p>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Valor bruto</dt>
              <dd className="tabular-nums">{formatCents(offer.loanAmountInCents)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">IOF</dt>
              <dd className="tabular-nums">{formatCents(offer.iofAmountInCents)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Juros</dt>
              <dd className="tabular-nums">
                {formatPercent(offer.monthlyInterestRate)} a.m. · {formatPercent(offer.yearlyInterestRate)} a.a.
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-3">
              <dt className="text-slate-500">CET</dt>
              <dd className="font-semibold tabular-nums text-brand-900">
                {formatPercent(offer.monthlyCet)} a.m. · {formatPercent(offer.yearlyCet)} a.a.
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">
              Oferta válida até {formatInstantTime(offer.expiresAt)} de {formatInstantDate(offer.expiresAt)}
            </p>
            {onChoose && (
              <Button size="sm" variant={chosenTerm === offer.numberOfPayments ? "primary" : "secondary"} pending={choosing} onClick={() => onChoose(offer)}>
                Escolher {offer.numberOfPayments} parcelas
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
