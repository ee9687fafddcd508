import { describe, expect, it } from "vitest";
import { fillPriceSchedule, priceFactor, priceInstallment } from "./price";
import { fillSacSchedule } from "./sac";
import { monthlyShape, scheduleBuffers, scheduleShape } from "./schedule";

const sum = (a: Float64Array) => a.reduce((s, v) => s + v, 0);

describe("Price", () => {
  it("with whole periods, the factor is the textbook i / (1 - (1 + i)^-n)", () => {
    expect(priceFactor(monthlyShape(0.0095, 5)) * 1000).toBeCloseTo(priceInstallment(1000, 0.0095, 5), 10);
  });
  it("with an irregular first period, PMT = PV / sum (1 + i)^(-t_k) and the first interest uses the fraction", () => {
    const t = [1.5, 2.5, 3.5];
    const shape = scheduleShape(0.02, t);
    const expected = 100_000 / t.reduce((s, tk) => s + 1.02 ** -tk, 0);
    expect(priceFactor(shape) * 100_000).toBeCloseTo(expected, 8);
    const out = scheduleBuffers(3);
    fillPriceSchedule(shape, 100_000, out);
    expect(out.interest[0]).toBe(Math.round(100_000 * (1.02 ** 1.5 - 1)));
    expect(sum(out.principal)).toBe(100_000);
    expect(out.balance[2]).toBe(0);
  });
  it("pays interest only in the first numberOfInterestPayments installments", () => {
    const shape = monthlyShape(0.01, 6, 2);
    const out = scheduleBuffers(6);
    fillPriceSchedule(shape, 400_000, out);
    expect(Array.from(out.principal.slice(0, 2))).toEqual([0, 0]);
    expect(Array.from(out.payment.slice(0, 2))).toEqual([4_000, 4_000]);
    // The remaining 4 installments are a Price of 400,000 in 4.
    expect(out.payment[2]).toBe(Math.round(priceInstallment(400_000, 0.01, 4)));
    expect(sum(out.principal)).toBe(400_000);
  });
  it("keeps balances non-negative for tiny amounts", () => {
    const out = scheduleBuffers(96);
    fillPriceSchedule(monthlyShape(0.05, 96), 50, out);
    for (const b of out.balance) expect(b).toBeGreaterThanOrEqual(0);
    expect(sum(out.principal)).toBe(50);
  });
});

describe("SAC", () => {
  it("amortizes constantly and the installments decrease", () => {
    const out = scheduleBuffers(12);
    fillSacSchedule(monthlyShape(0.015, 12), 1_200_000, out);
    for (let k = 0; k < 12; k++) expect(out.principal[k]).toBe(100_000);
    for (let k = 1; k < 12; k++) expect(out.payment[k] ?? 0).toBeLessThan(out.payment[k - 1] ?? 0);
  });
  it("absorbs the rounding residue in the last installment", () => {
    const out = scheduleBuffers(3);
    fillSacSchedule(monthlyShape(0.01, 3), 20_000, out); // 6,666.67 -> 6,667
    expect(Array.from(out.principal)).toEqual([6_667, 6_667, 6_666]);
    expect(out.balance[2]).toBe(0);
  });
  it("with interest-only installments first", () => {
    const out = scheduleBuffers(5);
    fillSacSchedule(monthlyShape(0.01, 5, 2), 30_000, out);
    expect(Array.from(out.principal)).toEqual([0, 0, 10_000, 10_000, 10_000]);
    expect(Array.from(out.interest)).toEqual([300, 300, 300, 200, 100]);
  });
});
