import { describe, expect, test } from "vitest";
import type { Offer } from "@/lib/contract";
import { cents } from "@/lib/money";
import { proposalMismatches } from "./proposal-mismatches";

const offer: Offer = {
  offerRequestId: 17,
  productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
  numberOfPayments: 48,
  installmentAmountInCents: cents(79_990),
  loanAmountInCents: cents(1_800_000),
  releasedAmountInCents: cents(1_760_000),
  iofAmountInCents: cents(40_000),
  monthlyInterestRate: 3.8,
  yearlyInterestRate: 56.45,
  monthlyCet: 4.01,
  yearlyCet: 60.33,
  expiresAt: "2026-05-05T10:00:00Z",
};

describe("proposalMismatches", () => {
  test("figures left out or equal to the offer's pass; rates within their 2 published decimals", () => {
    expect(proposalMismatches({}, offer)).toEqual([]);
    expect(
      proposalMismatches({ installmentCount: 48, installmentAmountInCents: cents(79_990), monthlyInterestRate: 3.8, yearlyCet: 60.334 }, offer),
    ).toEqual([]);
  });

  test("each differing figure is named, with the offer's value and unit", () => {
    expect(proposalMismatches({ installmentAmountInCents: cents(80_000), installmentCount: 36, monthlyInterestRate: 3.7 }, offer, "[1].")).toEqual([
      { field: "[1].installmentCount", message: expect.stringContaining("48 (parcelas)") },
      { field: "[1].installmentAmountInCents", message: expect.stringContaining("79990 (centavos)") },
      { field: "[1].monthlyInterestRate", message: expect.stringContaining("3.8 (%)") },
    ]);
  });
});
