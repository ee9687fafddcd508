/**
 * The audit history end to end: the database refuses to change or remove it, sign-ins write it (masked), and
 * the manager's page and CSV export read it over HTTP with the real server, cookies and roles.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "@/lib/log";
import {
  createTestOperator,
  getPage,
  portalUrl,
  sessionFor,
  signInOverHttp,
  testPrisma,
  type TestOperator,
} from "@/test/integration/portal-session";

const EVENT_ROW = /data-event-id="(\d+)"/g;

function eventIdsIn(html: string): string[] {
  return [...html.matchAll(EVENT_ROW)].map((match) => match[1]!);
}

async function eventsOf(operatorId: string, action?: string) {
  return testPrisma().portalAuditEvent.findMany({ where: { operatorId, ...(action && { action }) }, orderBy: { id: "asc" } });
}

describe("the audit history is append-only in the database", () => {
  const snapshot = () => testPrisma().$queryRawUnsafe<{ id: bigint; summary: string; action: string }[]>(
    `SELECT id, summary, action FROM portal_audit_event ORDER BY id`,
  );

  it("accepts an INSERT and refuses UPDATE, DELETE and TRUNCATE, leaving the rows as they were", async () => {
    const db = testPrisma();
    await expect(
      db.$executeRawUnsafe(`INSERT INTO portal_audit_event (action, summary) VALUES ('audit.exported', 'Linha de teste do append-only')`),
    ).resolves.toBe(1);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    const lastId = before.at(-1)!.id;

    for (const statement of [
      `UPDATE portal_audit_event SET summary = 'x'`,
      `DELETE FROM portal_audit_event`,
      `TRUNCATE portal_audit_event`,
    ]) {
      await expect(db.$executeRawUnsafe(statement), statement).rejects.toThrow(/append-only/);
    }
    // Through the Prisma client too (the server's own access path).
    await expect(db.portalAuditEvent.updateMany({ data: { summary: "x" } })).rejects.toThrow(/append-only/);
    await expect(db.portalAuditEvent.deleteMany({})).rejects.toThrow(/append-only/);

    // Rows written meanwhile by the server are not part of the comparison.
    expect((await snapshot()).filter((row) => row.id <= lastId)).toEqual(before);
  });
});

describe("sign-ins are audited, with the e-mail masked", () => {
  let operator: TestOperator;
  beforeAll(async () => {
    operator = await createTestOperator("officer");
  });

  it("a successful sign-in writes auth.sign_in for the operator", async () => {
    const result = await signInOverHttp(operator.email, operator.password, { ip: "10.20.30.40" });
    expect(result.sessionCookie).not.toBeNull();
    const [event] = await eventsOf(operator.id, "auth.sign_in");
    expect(event).toMatchObject({ role: "officer", branchId: operator.branchId, ipPrefix: "10.20.30.0/24" });
  });

  it("a wrong password writes auth.sign_in_failed whose row never holds the full e-mail", async () => {
    const result = await signInOverHttp(operator.email, "senha-errada");
    expect(result.sessionCookie).toBeNull();
    const [event] = await eventsOf(operator.id, "auth.sign_in_failed");
    expect(event).toBeDefined();
    expect(event!.summary).toContain("senha incorreta");
    expect(event!.summary).toContain(maskEmail(operator.email));
    expect(JSON.stringify(event, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value))).not.toContain(operator.email);
  });

  it("an unknown e-mail is audited without an operator, masked too", async () => {
    const email = `desconhecido-${Date.now()}@portal.test`;
    const since = new Date();
    await signInOverHttp(email, "qualquer-senha");
    const events = await testPrisma().portalAuditEvent.findMany({ where: { action: "auth.sign_in_failed", operatorId: null, at: { gte: since } } });
    const event = events.find((candidate) => candidate.summary.includes(maskEmail(email)));
    expect(event).toBeDefined();
    expect(event!.summary).not.toContain(email);
  });
});

describe("the manager's audit page and CSV export over HTTP", () => {
  let manager: TestOperator;
  let correspondent: TestOperator;
  let managerCookie: string;
  let correspondentCookie: string;

  beforeAll(async () => {
    [manager, correspondent] = await Promise.all([createTestOperator("manager"), createTestOperator("correspondent")]);
    managerCookie = await sessionFor(manager);
    correspondentCookie = await sessionFor(correspondent);
    await signInOverHttp(correspondent.email, "senha-errada");
  });

  it("shows the manager every operator's events, newest first", async () => {
    const page = await getPage("/audit?size=200", managerCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Auditoria");
    const shown = eventIdsIn(page.html);
    const expected = [...(await eventsOf(manager.id)), ...(await eventsOf(correspondent.id))].map((event) => event.id.toString());
    expect(shown).toEqual(expect.arrayContaining(expected));
    // Newest first by the event's time (ids follow insertion, which concurrent writers may not do in time order).
    const times = new Map(
      (await testPrisma().portalAuditEvent.findMany({ where: { id: { in: shown.map(BigInt) } }, select: { id: true, at: true } })).map((event) => [event.id.toString(), event.at.getTime()]),
    );
    const shownTimes = shown.map((id) => times.get(id)!);
    expect(shownTimes).toEqual([...shownTimes].sort((a, b) => b - a));
  });

  it("narrows by operator, then by action too", async () => {
    const correspondentEvents = await eventsOf(correspondent.id);
    const byOperator = eventIdsIn((await getPage(`/audit?operator=${correspondent.id}`, managerCookie)).html);
    expect(byOperator.sort()).toEqual(correspondentEvents.map((event) => event.id.toString()).sort());
    const managerEventIds = (await eventsOf(manager.id)).map((event) => event.id.toString());
    expect(byOperator.filter((id) => managerEventIds.includes(id))).toEqual([]);

    const failed = await eventsOf(correspondent.id, "auth.sign_in_failed");
    expect(failed).toHaveLength(1);
    const byBoth = await getPage(`/audit?operator=${correspondent.id}&action=auth.sign_in_failed`, managerCookie);
    expect(eventIdsIn(byBoth.html)).toEqual([failed[0]!.id.toString()]);
    expect(byBoth.html).toContain("Entrada recusada");
  });

  it("paginates with links that keep the filters", async () => {
    const page = await getPage(`/audit?operator=${correspondent.id}&size=1`, managerCookie);
    expect(eventIdsIn(page.html)).toHaveLength(1);
    expect(page.html).toContain(`href="/audit?operator=${correspondent.id}&amp;page=2&amp;size=1"`);
    expect(page.html).toContain(`href="/audit/export?operator=${correspondent.id}"`);
  });

  it("answers an invalid filter with a message on the page, not an error", async () => {
    const page = await getPage("/audit?operation=123&from=2026-02-30", managerCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Identificador de operação inválido");
    expect(page.html).toContain("Data inicial inválida");
    expect(eventIdsIn(page.html)).toEqual([]);
  });

  it("shows the empty state when nothing matches", async () => {
    const page = await getPage("/audit?operation=00000000-0000-4000-8000-000000000000", managerCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Nenhum evento encontrado com estes filtros.");
  });

  it("refuses a correspondent (403) on the page and the export", async () => {
    expect((await getPage("/audit", correspondentCookie)).status).toBe(403);
    const exported = await getPage("/audit/export", correspondentCookie);
    expect(exported.status).toBe(403);
    expect(exported.headers.get("content-type")).toContain("application/problem+json");
  });

  it("sends a visitor without a session to the sign-in page, and answers the export with 401", async () => {
    const page = await getPage("/audit", null);
    expect([303, 307]).toContain(page.status);
    expect(new URL(page.location!, portalUrl("/")).pathname).toBe("/login");
    expect((await getPage("/audit/export", null)).status).toBe(401);
  });

  it("exports the filtered history as CSV for Excel and audits the export", async () => {
    const response = await fetch(portalUrl(`/audit/export?operator=${correspondent.id}`), { headers: { cookie: managerCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="auditoria-\d{8}-\d{4}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Data e hora (Brasília);Operador;E-mail do operador;Perfil;Ação;Código da ação;Operação;Resumo;Rede");
    const correspondentEvents = await eventsOf(correspondent.id);
    expect(lines).toHaveLength(1 + correspondentEvents.length);
    expect(lines.slice(1).map((line) => line.split(";")[5]).sort()).toEqual(correspondentEvents.map((event) => event.action).sort());
    expect(lines[1]).toContain(`;${correspondent.email};Correspondente;`);

    const [exportEvent] = await eventsOf(manager.id, "audit.exported");
    expect(exportEvent).toMatchObject({ role: "manager" });
    expect(exportEvent!.summary).toContain(`operador: ${correspondent.id}`);
  });

  it("refuses invalid export filters with a 400 problem", async () => {
    const response = await getPage("/audit/export?action=nada", managerCookie);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.html)).toMatchObject({ status: 400, detail: expect.stringContaining("Ação desconhecida") });
  });
});
