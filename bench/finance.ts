/**
 * lib/finance benchmark (`npx tsx bench/run.ts finance`): plans per second on one core for
 *   - a 96-installment Price plan with IOF and CET (Gross, the common case), and its Liquid and Payment
 *     variants (which solve for the principal to the cent);
 *   - a batch of 1,000 mixed simulations (Price/SAC/FGTS, Gross/Liquid/Payment, every day-count criterion).
 * Goal: at least 20,000 Price plans with CET per second on one core.
 */
import type { CalculateByValueType, CalculationInput, FinanceProduct } from "@/lib/finance";
import { asCents, CALCULATION_TYPES, dayFromCivil, firstPaymentDate, isoDateOfDay, simulatePlan } from "@/lib/finance";
import { fgtsInput, fgtsProduct, payrollInput, payrollProduct } from "@/lib/finance/test-fixtures";

interface Case {
  readonly input: CalculationInput;
  readonly product: FinanceProduct;
}

let sink = 0;

function runCases(cases: readonly Case[]): void {
  for (const { input, product } of cases) {
    const result = simulatePlan(input, product);
    sink += result.ok ? result.plan.totalPaymentInCents : result.errors.length;
  }
}

/** Runs `cases` repeatedly for about `seconds`; returns simulations per second. */
function measure(cases: readonly Case[], seconds = 1.5): number {
  for (let i = 0; i < 3; i++) runCases(cases); // warm-up (JIT, calendar tables)
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < seconds * 1000) {
    runCases(cases);
    count += cases.length;
    now = performance.now();
  }
  return (count * 1000) / (now - start);
}

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");

function price96(mode: CalculateByValueType, requestedAmount: number): Case {
  const product = payrollProduct({
    calculationType: "V252DiasUteis",
    issuanceCost: { fixedInCents: asCents(3_500), percentOfPrincipal: 1 },
    fixedCostPerInstallmentInCents: asCents(250),
  });
  return {
    product,
    input: payrollInput({
      requestedAmount: asCents(requestedAmount),
      apr: 2.49,
      numberOfPayments: 96,
      calculationType: "V252DiasUteis",
      firstPaymentDate: firstPaymentDate("2025-01-06", product) ?? "2025-02-10T00:00:00Z",
      startDate: "2025-01-06T00:00:00Z",
      dueDateOnBusinessDays: true,
      includePaymentFixedCosts: true,
      calculateByValueType: mode,
    }),
  };
}

/** Deterministic pseudo-random generator (LCG), so that every run measures the same batch. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function mixedBatch(size: number): Case[] {
  const random = lcg(20_250_106);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cases: Case[] = [];
  for (let i = 0; i < size; i++) {
    const kind = random();
    const apr = Math.round((1 + random() * 3) * 100) / 100;
    if (kind < 0.15) {
      const years = 1 + Math.floor(random() * 3);
      cases.push({
        product: fgtsProduct({ maxMonthlyRatePercent: 4 }),
        input: fgtsInput({
          requestedAmount: asCents(Math.round(years * (15_000 + random() * 25_000))),
          termInMonths: 12 * years,
          apr: Math.min(apr, 4),
          paymentMonth: pick(["January", "March", "June", "September", "November", "NotSet"] as const),
        }),
      });
      continue;
    }
    const model = kind < 0.6 ? "price" : "sac";
    const calculationType = pick(CALCULATION_TYPES);
    const mode = pick(["Gross", "Gross", "Liquid", "Payment"] as const);
    const n = 6 + Math.floor(random() * 115);
    const amount = mode === "Payment" ? 20_000 + Math.floor(random() * 200_000) : 100_000 + Math.floor(random() * 10_000_000);
    const startOffset = Math.floor(random() * 700);
    const start = isoDateOfDay(dayFromCivil(2025, 1, 1) + startOffset);
    const product = payrollProduct({
      amortizationType: model,
      calculationType,
      issuanceCost: { fixedInCents: asCents(Math.floor(random() * 5_000)), percentOfPrincipal: Math.floor(random() * 3) },
      fixedCostPerInstallmentInCents: asCents(Math.floor(random() * 500)),
    });
    cases.push({
      product,
      input: payrollInput({
        amortizationType: model,
        requestedAmount: asCents(amount),
        apr,
        numberOfPayments: n,
        calculationType,
        startDate: `${start}T00:00:00Z`,
        firstPaymentDate: firstPaymentDate(start, product) ?? `${start}T00:00:00Z`,
        dueDateOnBusinessDays: random() < 0.5,
        financeTaxExempted: random() < 0.2,
        includePaymentFixedCosts: random() < 0.5,
        numberOfInterestPayments: random() < 0.1 ? 1 : 0,
        calculateByValueType: mode,
      }),
    });
  }
  return cases;
}

export async function run(): Promise<void> {
  const out = (line: string) => process.stdout.write(`${line}\n`);

  const gross = measure([price96("Gross", 2_500_000)]);
  out(`finance: price-96 with IOF+CET: ${fmt(gross)} plans/s (single core; goal 20,000)`);
  const liquid = measure([price96("Liquid", 2_500_000)]);
  out(`finance: price-96 with IOF+CET, Liquid (principal solved to the cent): ${fmt(liquid)} plans/s (single core)`);
  const payment = measure([price96("Payment", 80_000)]);
  out(`finance: price-96 with IOF+CET, Payment (principal solved to the cent): ${fmt(payment)} plans/s (single core)`);

  const batch = mixedBatch(1_000);
  const failures = batch.filter(({ input, product }) => !simulatePlan(input, product).ok).length;
  const perSecond = measure(batch, 3);
  out(
    `finance: batch of 1,000 mixed simulations: ${fmt(perSecond)} plans/s, ${(1_000_000 / perSecond).toFixed(1)} ms per batch (single core; ${failures} refused by validation)`,
  );
  if (sink === 0) out("(sink)"); // keeps the results alive
}
