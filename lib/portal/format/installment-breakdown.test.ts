import { describe, expect, it } from "vitest";
import { installmentBreakdownText, offerPayments } from "./installment-breakdown";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("installmentBreakdownText", () => {
  it("writes a Price plan as its runs: the regular installment and the last, never the largest as every month's", () => {
    expect(nbsp(installmentBreakdownText([...Array<number>(23).fill(52_871), 52_874]))).toBe("23 × R$ 528,71 e 1 × R$ 528,74");
    expect(nbsp(installmentBreakdownText([...Array<number>(35).fill(38_574), 38_545]))).toBe("35 × R$ 385,74 e 1 × R$ 385,45");
  });

  it("equal installments are one run; interest-only installments first are a third run", () => {
    expect(nbsp(installmentBreakdownText(Array<number>(12).fill(10_000)))).toBe("12 × R$ 100,00");
    expect(nbsp(installmentBreakdownText([2_000, 2_000, 10_000, 10_000, 10_001]))).toBe("2 × R$ 20,00, 2 × R$ 100,00 e 1 × R$ 100,01");
  });

  it("more than three runs (SAC) give the first and the last; nothing for no installments", () => {
    expect(nbsp(installmentBreakdownText([60_000, 55_000, 50_000, 45_000]))).toBe("R$ 600,00 a R$ 450,00");
    expect(installmentBreakdownText([])).toBe("");
  });
});

describe("offerPayments", () => {
  it("is the regular installment every month but the last, then the last", () => {
    expect(offerPayments({ numberOfPayments: 3, installmentAmountInCents: 100, lastInstallmentAmountInCents: 103 })).toEqual([100, 100, 103]);
    expect(offerPayments({ numberOfPayments: 2, installmentAmountInCents: 100 })).toEqual([100, 100]);
  });
});
