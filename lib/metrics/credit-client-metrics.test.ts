import { expect, test } from "vitest";
import { CreditApiError } from "@/lib/credit-client/credit-api-error";
import { creditCallOutcome } from "./credit-client-metrics";

test("client errors map to a closed set of outcomes", () => {
  const error = (kind: ConstructorParameters<typeof CreditApiError>[0]["kind"], status?: number) =>
    new CreditApiError({ kind, operationId: "getCreditNote", title: "x", ...(status !== undefined && { status }) });
  expect(creditCallOutcome(error("not-found", 404))).toBe("4xx");
  expect(creditCallOutcome(error("validation", 400))).toBe("4xx");
  expect(creditCallOutcome(error("server", 503))).toBe("5xx");
  expect(creditCallOutcome(error("timeout"))).toBe("timeout");
  expect(creditCallOutcome(error("network"))).toBe("network");
  expect(creditCallOutcome(error("contract", 200))).toBe("contract");
  // A breaker's refusal, whatever the client names its kind.
  expect(creditCallOutcome({ kind: "breaker-open" })).toBe("breaker_open");
  expect(creditCallOutcome({ kind: "circuit_open" })).toBe("breaker_open");
  expect(creditCallOutcome(new Error("boom"))).toBe("error");
});
