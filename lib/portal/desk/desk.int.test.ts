/**
 * The desk console's decisions through the portal's own functions (what the server action runs after its origin,
 * session and capability checks), against the real desk API and database: the reason stored in the operation's
 * history as the partner reads it, one audit row per decision with the reason masked, and a decision on several
 * operations where one fails and is reported as failed, never as done.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { DemoPartner } from "@/lib/credit/sandbox/demo-partners";
import { callApi } from "@/test/integration/credit-api";
import { deskTestPartners, getNote, operationWaitingForDesk, waitForStatus } from "@/test/integration/desk-queue";
import { testPrisma } from "@/test/integration/portal-session";
import { testDatabase } from "@/test/integration/registrations";
import type { ActionContext } from "../actions/operator-action";
import { loadSessionOperator } from "../auth/load-session-operator";
import { storedSessionToken } from "../auth/session-token";
import { decideOperations } from "./decide-operations";
import { createDeskClient } from "@/lib/credit-client";

let context: ActionContext;
let alfa: DemoPartner;
let beta: DemoPartner;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
  process.env.DESK_API_TOKEN = inject("deskApiToken");
  [alfa, beta] = await deskTestPartners();
  const user = await testPrisma().user.findUniqueOrThrow({ where: { email: "mesa@portal.demo" } });
  const sid = randomUUID();
  await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sid), userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
  const operator = await loadSessionOperator(sid);
  if (!operator) throw new Error("no desk operator session");
  context = { operator, meta: { ipPrefix: "10.9.8.0/24", ipHash: "h", userAgent: "Chrome · Linux" } };
});
afterAll(() => testDatabase().$disconnect());

function auditOf(operationId: string) {
  return testPrisma().portalAuditEvent.findMany({ where: { operationId }, orderBy: { id: "asc" } });
}

describe("a decision with its reason", () => {
  test("returned for revision: the partner reads the reason in the history; the audit row masks it", async () => {
    const note = await operationWaitingForDesk(alfa);
    const reason = "Conferir o CPF 529.982.247-25 informado na garantia e a data de emissão";
    const outcome = await decideOperations(context, { decision: "revision", reason, operationIds: [note.id] });
    expect(outcome.results).toEqual([{ operationId: note.id, ok: true, from: "ManualWarranty", status: "Revision", auditRecorded: true }]);

    const seen = await getNote(note.token, note.id);
    expect(seen.status).toBe("Revision");
    expect(seen.history.at(-1)).toEqual(expect.objectContaining({ from: "ManualWarranty", to: "Revision", actor: "Desk", reason }));

    const [audit, ...more] = await auditOf(note.id);
    expect(more).toEqual([]);
    expect(audit).toEqual(expect.objectContaining({ action: "desk.revision", operatorId: context.operator.id, role: "desk", ipPrefix: "10.9.8.0/24" }));
    expect(audit?.summary).toContain("Averbação manual → Devolvida para correção");
    expect(audit?.summary).toContain("Motivo: Conferir o CPF");
    expect(audit?.summary).not.toContain("529.982.247-25");
    expect(audit?.summary).not.toContain("52998224725");
  });
});

describe("a decision on several operations", () => {
  test("each has its own result: the one the partner canceled meanwhile fails, is not counted as done nor audited", { timeout: 120_000 }, async () => {
    const [warranty, liquidation, canceled] = await Promise.all([
      operationWaitingForDesk(beta),
      operationWaitingForDesk(alfa, "manual-liquidation"),
      operationWaitingForDesk(alfa),
    ]);
    // The desk saw three operations waiting; the partner cancels one before the desk decides.
    expect((await callApi(canceled.token, "POST", `/v1/CreditNote/${canceled.id}/cancel`, { message: "Cliente desistiu" })).status).toBe(200);

    const reason = "Averbação e TED confirmadas por telefone com o empregador";
    const outcome = await decideOperations(context, { decision: "conclude-manual-stage", reason, operationIds: [warranty.id, canceled.id, liquidation.id] });
    expect(outcome.results.map((result) => [result.operationId, result.ok])).toEqual([
      [warranty.id, true],
      [canceled.id, false],
      [liquidation.id, true],
    ]);
    expect(outcome.results[0]).toEqual(expect.objectContaining({ from: "ManualWarranty", status: "InstrumentApproval" }));
    expect(outcome.results[2]).toEqual(expect.objectContaining({ from: "ManualLiquidation", status: "Finished" }));
    const failure = outcome.results[1];
    expect(failure?.ok === false && failure.message).toMatch(/cancelamento, em processamento|não se aplica ao status Canceled/);

    for (const done of [warranty, liquidation]) {
      const history = (await getNote(done.token, done.id)).history;
      expect(history.find((entry) => entry.actor === "Desk")).toEqual(expect.objectContaining({ reason }));
      expect((await auditOf(done.id)).map((event) => event.action)).toEqual(["desk.manual_stage_concluded"]);
    }
    const afterCancel = await waitForStatus(canceled.token, canceled.id, ["Canceled"]);
    expect(afterCancel.history.some((entry) => entry.actor === "Desk")).toBe(false);
    expect(await auditOf(canceled.id)).toEqual([]);
  });

  test("a desk API that refuses the token fails every operation with that reason, and audits nothing", async () => {
    const note = await operationWaitingForDesk(alfa);
    const outcome = await decideOperations(context, { decision: "disapprove", reason: "Política de crédito vigente", operationIds: [note.id] }, createDeskClient({ token: "not-the-token" }));
    expect(outcome.results).toEqual([{ operationId: note.id, ok: false, message: expect.stringContaining("token da mesa") }]);
    expect((await getNote(note.token, note.id)).status).toBe("ManualWarranty");
    expect(await auditOf(note.id)).toEqual([]);
  });
});
