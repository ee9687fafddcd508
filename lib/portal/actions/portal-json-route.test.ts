import { beforeEach, describe, expect, test, vi } from "vitest";
import { CreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { ActionRefusal } from "./action-result";
import { portalJsonRoute } from "./portal-json-route";

const session = vi.hoisted(() => ({ operator: null as unknown }));
vi.mock("../auth/current-operator", () => ({ currentOperator: async () => session.operator }));

const correspondent = { id: "op-1", role: "correspondent", branchId: "b-1" } as unknown as SessionOperator;
const read = (thrown: unknown) => portalJsonRoute<Record<string, never>>("originate", async () => Promise.reject(thrown))(new Request("http://portal/x"), { params: Promise.resolve({}) });

describe("portalJsonRoute: what a polling read answers when it cannot", () => {
  beforeEach(() => {
    session.operator = correspondent;
  });

  test("the credit API limiting the portal's calls: 503 with its Retry-After and the seconds in pt-BR", async () => {
    const response = await read(new CreditApiError({ kind: "rate-limited", operationId: "getCreditNote", status: 429, title: "x", retryAfterSeconds: 12.2 }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("13");
    expect(await response.json()).toEqual({ message: "O serviço de crédito limitou as chamadas; tente em 13 s." });
  });

  test("another party's record is a 404, a broken upstream a 502, a refusal of ours its own status", async () => {
    expect((await read(new CreditApiError({ kind: "forbidden", operationId: "getCreditNote", status: 403, title: "x" }))).status).toBe(404);
    const broken = await read(new CreditApiError({ kind: "server", operationId: "getCreditNote", status: 500, title: "x" }));
    expect(broken.status).toBe(502);
    expect(broken.headers.get("retry-after")).toBeNull();
    expect((await read(new ActionRefusal("conflict", "Atualize a página."))).status).toBe(409);
  });

  test("no session, or a role without the capability, is refused before the handler runs", async () => {
    session.operator = null;
    expect((await read(new Error("never"))).status).toBe(401);
    session.operator = { ...correspondent, role: "desk" };
    expect((await read(new Error("never"))).status).toBe(403);
  });
});
