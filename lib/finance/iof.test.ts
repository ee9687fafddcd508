import { describe, expect, it } from "vitest";
import { dayFromCivil } from "./dates";
import { IOF_RATES_INDIVIDUALS, iofDayFactors, iofForInstallments, iofInCents, iofPerRealOfPrincipal } from "./iof";

describe("IOF for individuals (Decreto 6.306/2007 art. 7)", () => {
  it("charges 0.0082% a day on each installment's principal plus 0.38% on the principal", () => {
    // R$ 1.000,00 in one installment due in 30 days: 100000 * 30 * 0.000082 = 246; + 380.
    expect(iofForInstallments([{ principalInCents: 100_000, days: 30 }])).toBe(626);
  });
  it("caps the daily part at 365 days", () => {
    expect(iofForInstallments([{ principalInCents: 100_000, days: 400 }])).toBe(iofForInstallments([{ principalInCents: 100_000, days: 365 }]));
    // 100000 * 365 * 0.000082 = 2993; + 380 = 3373 (3,373% a year: the usual maximum for individuals).
    expect(iofForInstallments([{ principalInCents: 100_000, days: 365 }])).toBe(3_373);
  });
  it("sums over installments and rounds once, half up", () => {
    const installments = [
      { principalInCents: 33_333, days: 31 },
      { principalInCents: 33_333, days: 59 },
      { principalInCents: 33_334, days: 90 },
    ];
    const exact = (33_333 * 31 + 33_333 * 59 + 33_334 * 90) * 0.000082 + 100_000 * 0.0038;
    expect(iofForInstallments(installments)).toBe(Math.round(exact));
  });
  it("takes the rates as a parameter (they change by decree)", () => {
    const rates = { dailyRate: 0.0001, additionalRate: 0.01, maxDays: 365 };
    expect(iofForInstallments([{ principalInCents: 100_000, days: 10 }], rates)).toBe(100 + 1_000);
  });
  it("k (IOF per real of principal) times the principal is the IOF of the schedule", () => {
    const start = dayFromCivil(2025, 1, 1);
    const due = [start + 31, start + 59, start + 90];
    const f = iofDayFactors(start, due, IOF_RATES_INDIVIDUALS);
    const unit = [1 / 3, 1 / 3, 1 / 3];
    const k = iofPerRealOfPrincipal(unit, f, IOF_RATES_INDIVIDUALS);
    expect(k * 3_000_000).toBeCloseTo(iofInCents([1_000_000, 1_000_000, 1_000_000], f, 3_000_000, IOF_RATES_INDIVIDUALS), 6);
  });
});
