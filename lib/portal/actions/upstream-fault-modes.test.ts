import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createCreditClient, isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { captureLogs, CPF, PERSON_ID, personRecord } from "@/lib/credit-client/test-fakes";
import { createTokenCache } from "@/lib/credit-client/token-cache";
import { resetUpstreamGuards } from "@/lib/credit-client/upstream-guard";
import { FAULT_MODES, startFaultProxy, type FaultProxy } from "@/test/support/fault-proxy";
import { expectedFailure } from "./expected-failure";

/*
 * Every fault of the credit API (the harness's modes, over real HTTP) becomes the same kind of failure for a portal
 * action: a typed "upstream" refusal with a pt-BR message, within the call's budget when the API hangs. The action
 * boundary (operatorAction, the preview route) decides only from that (code and message; the steps branch on refusals
 * of the request such as conflict or not-found, never on how the upstream failed), so the fault matrix puts every action
 * through a few modes over HTTP and this test puts every mode through the client, in a second.
 */

const BUDGET_MS = 400;
let api: Server;
let proxy: FaultProxy;
const tokenCache = createTokenCache();
/** A client as each action makes one: the process's breaker for the upstream (reset per mode), the token cached. */
const newClient = (): CreditClient =>
  createCreditClient({ credential: { clientId: "parceiro-teste", clientSecret: "s3cr3t" }, baseUrl: proxy.url, timeoutMs: BUDGET_MS, tokenCache, logger: captureLogs().logger });

beforeAll(async () => {
  api = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { "content-type": "application/json" });
    if (req.url === "/oauth/token") return res.end(JSON.stringify({ access_token: "token-1", token_type: "Bearer", expires_in: 3600 }));
    res.end(JSON.stringify(personRecord()));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(api.address() as { port: number }).port}`);
  // A token cached first, as on a live server.
  await newClient().authenticate();
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => api.close(resolve));
  resetUpstreamGuards();
});

const calls = (client = newClient()) => [
  { label: "read", run: () => client.call("getNaturalPerson", { params: { id: PERSON_ID } }) },
  { label: "write", run: () => client.call("createNaturalPerson", { body: { registrationNumber: CPF, name: "Maria Teste", birthDate: "1988-04-12" } as never, idempotencyKey: "fault-modes" }) },
];

describe("the credit API's faults, as a portal action sees them", () => {
  test("healthy through the proxy first: the calls answer", async () => {
    for (const call of calls()) await expect(call.run()).resolves.toMatchObject({ id: PERSON_ID });
  });

  test.each(FAULT_MODES)("$name: an upstream refusal in pt-BR, within the budget", async ({ mode }) => {
    resetUpstreamGuards();
    await proxy.setMode(mode, 20);
    const outcomes = await Promise.all(
      calls().map(async (call) => {
        const startedAt = performance.now();
        const error = await call.run().then(() => undefined, (reason: unknown) => reason);
        return { label: call.label, error, ms: performance.now() - startedAt };
      }),
    );
    for (const { label, error, ms } of outcomes) {
      expect(isCreditApiError(error), label).toBe(true);
      const failure = expectedFailure(error);
      expect(failure, label).toMatchObject({ code: "upstream", message: expect.stringMatching(/serviço de crédito/) });
      expect(ms, label).toBeLessThan(BUDGET_MS + 300);
      if (mode.kind === "status" && mode.status === 429) {
        expect(failure?.message).toBe("O serviço de crédito limitou as chamadas; tente em 30 s.");
        expect(failure?.rateLimited).toEqual({ retryAfterSeconds: 30 });
      }
    }
  });
});
