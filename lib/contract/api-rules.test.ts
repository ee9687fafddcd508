/**
 * The rules beyond the spec are published with the numbers of the code that applies them: in the contract's
 * texts (OpenAPI descriptions) and in the credit API guide (docs/credit-api.md), which is written by hand and checked here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { CCFGTS_LIMITS, FGTS_CALCULATION_TYPE, wholeMonthsOfFirstPeriod } from "@/lib/finance";
import { API_RULES, DEFAULT_RATE_MODE, FGTS_LIMITS_RULE, SETTLEMENT_ACCOUNT_RULE } from "./api-rules";
import { buildOpenApiDocument } from "./openapi";
import { allowedStatusesByAction } from "./status-permissions";

const readme = readFileSync(path.join(__dirname, "../../docs/credit-api.md"), "utf8");
/** The guide's prose with its line breaks as spaces. */
const prose = readme.replace(/\s+/g, " ");
const openapi = JSON.stringify(buildOpenApiDocument());

describe("rules beyond the spec", () => {
  it("state the code's numbers", () => {
    expect(FGTS_LIMITS_RULE).toContain("R$ 100,00");
    expect(FGTS_LIMITS_RULE).toContain("R$ 500,00");
    expect(FGTS_LIMITS_RULE).toContain(`no máximo ${CCFGTS_LIMITS.maxPledgedWithdrawals} saques`);
    expect(SETTLEMENT_ACCOUNT_RULE).toContain(allowedStatusesByAction.correctSettlementAccount[0]);
  });

  it("are in the OpenAPI document the API publishes", () => {
    for (const rule of API_RULES) expect(openapi, rule.id).toContain(JSON.stringify(rule.text).slice(1, 80));
  });

  it("are in the credit API guide, with the same numbers", () => {
    expect(prose).toContain("R$ 100,00 to R$ 500,00");
    expect(prose).toContain(`at most ${CCFGTS_LIMITS.maxPledgedWithdrawals} withdrawals`);
    expect(prose).toContain(`offers use \`${DEFAULT_RATE_MODE}\``);
    const lastOneMonth = [...Array(100).keys()].filter((days) => days > 0 && wholeMonthsOfFirstPeriod(0, days) === 1).pop();
    expect(prose).toContain(`up to ${lastOneMonth} days: 1 month; ${(lastOneMonth ?? 0) + 1} to`);
    expect(prose).toContain("`PUT /v1/CreditNote/{id}` in `PaymentRevision`");
    expect(prose).toContain("it comes in `lastInstallmentAmountInCents`");
    expect(prose).toContain("`requestedAmount` = `loanAmountInCents`, `apr` = `monthlyInterestRate`");
  });

  it("agree with the guide's product table: day count, rates and terms of every product", () => {
    for (const product of PRODUCT_CATALOG) {
      const row = readme.split("\n").find((line) => line.includes(`\`${product.id}\``)) ?? "";
      expect(row, product.name).toContain(`\`${product.calculationType}\``);
      expect(row).toContain(`${product.minMonthlyRate.replace(".", ",")}% – ${product.maxMonthlyRate.replace(".", ",")}%`);
      expect(row).toContain(`${product.minTerm} – ${product.maxTerm}`);
    }
    expect(prose).toContain(`the \`${FGTS_CALCULATION_TYPE}\` criterion`);
  });
});
