import { expect, test } from "vitest";
import { installmentsLabel } from "./installments-label";

test.each([
  [1, "annual", "1 parcela anual"],
  [3, "annual", "3 parcelas anuais"],
  [1, "monthly", "1 parcela mensal"],
  [24, "monthly", "24 parcelas mensais"],
  [1, null, "1 parcela"],
  [12, null, "12 parcelas"],
  [1200, null, "1.200 parcelas"],
] as const)("%i %s → %s", (count, periodicity, label) => {
  expect(installmentsLabel(count, periodicity)).toBe(label);
});
