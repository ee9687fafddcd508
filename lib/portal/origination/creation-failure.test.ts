import { describe, expect, test } from "vitest";
import { CreditApiError } from "@/lib/credit-client/credit-api-error";
import { creationFailureMessage } from "./creation-failure";

const error = (init: Partial<ConstructorParameters<typeof CreditApiError>[0]>) => new CreditApiError({ kind: "network", operationId: "createCreditNote", title: "x", ...init });

describe("creation failure message", () => {
  test("no complete answer: the operation may exist, a retry is safe", () => {
    for (const failed of [error({ kind: "timeout" }), error({ kind: "server", status: 502 }), error({ kind: "contract", status: 200 }), error({ kind: "network", detail: "ECONNRESET" })]) {
      expect(creationFailureMessage(failed)).toMatch(/pode ou não ter sido criada.*não cria uma segunda operação/);
    }
  });

  test("never sent or refused: the operation was not created", () => {
    expect(creationFailureMessage(error({ kind: "network", detail: "ECONNREFUSED" }))).toMatch(/^A operação não foi criada\. Não foi possível conectar/);
    expect(creationFailureMessage(error({ kind: "rate-limited", status: 429, retryAfterSeconds: 30 }))).toMatch(/não foi criada\. O serviço de crédito limitou as chamadas; tente em 30 s/);
    expect(creationFailureMessage(error({ kind: "network", title: "circuito aberto" }))).toMatch(/não foi criada/);
  });

  test("a validation or conflict keeps the API's own reason", () => {
    expect(creationFailureMessage(error({ kind: "validation", status: 400 }))).toBeUndefined();
    expect(creationFailureMessage(error({ kind: "conflict", status: 409 }))).toBeUndefined();
  });
});
