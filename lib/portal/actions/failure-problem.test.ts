import { describe, expect, test } from "vitest";
import { CreditApiError } from "@/lib/credit-client";
import { expectedFailure } from "./expected-failure";
import { failureProblem } from "./failure-problem";

const upstream = (init: Partial<ConstructorParameters<typeof CreditApiError>[0]>) =>
  expectedFailure(new CreditApiError({ kind: "server", operationId: "simulateAmortization", title: "x", ...init }))!;

describe("failureProblem", () => {
  test("the credit API limiting the portal's calls: 503 with its Retry-After, the seconds said in pt-BR", async () => {
    const response = failureProblem(upstream({ kind: "rate-limited", status: 429, retryAfterSeconds: 30 }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 503, title: "O serviço de crédito limitou as chamadas.", detail: "O serviço de crédito limitou as chamadas; tente em 30 s." });
  });

  test("a 429 without Retry-After is a 503 all the same, with no header to invent", async () => {
    const response = failureProblem(upstream({ kind: "rate-limited", status: 429 }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(((await response.json()) as { detail: string }).detail).toMatch(/limitou as chamadas; tente de novo em instantes/);
  });

  test("the upstream's other failures stay a 502, refusals their own status with the fields named", async () => {
    const failed = failureProblem(upstream({ kind: "timeout" }));
    expect(failed.status).toBe(502);
    expect(failed.headers.get("retry-after")).toBeNull();
    expect(((await failed.json()) as { title: string }).title).toMatch(/serviço de crédito não respondeu/);
    const conflict = failureProblem({ code: "conflict", message: "Consulte a margem primeiro.", fieldErrors: { amount: "Reduza o valor." } });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ title: "Consulte a margem primeiro.", errors: [{ field: "amount", message: "Reduza o valor." }] });
  });
});
