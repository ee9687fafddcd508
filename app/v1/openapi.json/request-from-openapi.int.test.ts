/**
 * "A request built from the OpenAPI document succeeds": the documentation server's request templates are
 * generated from GET /v1/openapi.json's schemas (lib/docs-server/reference); filled with the values a partner
 * gets from earlier steps, they must be accepted by the API as they are.
 */
import { beforeAll, expect, test } from "vitest";
import { findEndpoint } from "@/lib/docs-server/reference/endpoints";
import { requestTemplate } from "@/lib/docs-server/reference/request-template";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { borrowerWithAccount } from "@/test/integration/credit-notes";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});

/** Replaces `"{{name}}"` placeholders by the values of earlier steps. */
function fill(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === "string") {
    const name = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
    if (name === undefined) return value;
    if (!(name in values)) throw new Error(`no value for placeholder ${name}`);
    return values[name];
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));
  return value;
}

async function stepValues(body: unknown): Promise<Record<string, string>> {
  const startDate = (JSON.stringify(body).match(/"startDate":"(\d{4}-\d{2}-\d{2})/) ?? [])[1] ?? new Date().toISOString().slice(0, 10);
  const productId = (body as { productId: string }).productId;
  const date = await callApi(token, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${productId}&startDate=${startDate}`);
  const borrower = await borrowerWithAccount(token);
  const firstPaymentDate = (date.body as { firstPaymentDate?: string } | undefined)?.firstPaymentDate ?? "";
  return {
    firstPaymentDate,
    // As the guide says: the discount competence is the month of the first payment.
    registry_DiscountStartPeriod: `${firstPaymentDate.slice(0, 7)}-01`,
    personId: borrower.personId,
    bankAccountId: borrower.bankAccountId,
  };
}

test.each(["simulateAmortization", "createCreditNote"])("the OpenAPI-derived example bodies of %s are accepted", async (operationId) => {
  const endpoint = findEndpoint(operationId);
  expect(endpoint).toBeDefined();
  const template = requestTemplate(endpoint!);
  expect(template.bodies.length).toBe(2);
  for (const example of template.bodies) {
    const body = fill(example.body, await stepValues(example.body));
    const response = await callApi(token, template.method, template.url, body);
    expect(response.status, `${example.label}: ${JSON.stringify(response.body)}`).toBe(200);
  }
});
