import type { AmortizationPlan } from "@/lib/contract";
import { largestInstallmentInCents } from "@/lib/finance";
import { AppError } from "@/lib/http";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import type { Caller } from "../auth/authenticate-caller";
import { toUtcDateTime } from "../dates";
import { findValidMarginQuery } from "../offers/find-valid-margin-query";

/**
 * Payroll: the installment must fit the free margin found by the margin query (spec, Errors: "installment above
 * the margin (private loan)" is a 400). Checked against the caller's margin query for the borrower still inside
 * its cache window; without one the operation is accepted and endorsement refuses it later, as the spec says
 * of skipping the margin query.
 */
export async function requireInstallmentWithinMargin(caller: Caller, registrationNumber: string, plan: AmortizationPlan, now = new Date()) {
  const query = await findValidMarginQuery({ correspondentId: caller.correspondentId, registrationNumber, now });
  if (!query) return;
  const largest = largestInstallmentInCents(plan);
  if (largest <= query.freeMarginInCents) return;
  const brl = (value: number) => normalizeSpaces(formatCents(cents(value)));
  const message =
    `a parcela de ${brl(largest)} supera a margem livre de ${brl(query.freeMarginInCents)} ` +
    `da consulta de margem (válida até ${toUtcDateTime(query.validUntil)}): reduza requestedAmount (centavos) ou aumente numberOfPayments`;
  throw new AppError("BUSINESS_RULE", {
    message: "installment above the free margin",
    userMessage: "A parcela supera a margem livre do trabalhador.",
    fieldErrors: [{ field: "amortization.requestedAmount", message }],
  });
}
