/**
 * Operator administration against the real server and database: the lib operations are called as the server
 * actions call them (after the same schema parse), and their effects checked over HTTP (sign-in, session
 * cookies) and in the database (rows, audit events). Pages are fetched with each role's cookie.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { ActionRefusal } from "@/lib/portal/actions/action-result";
import type { AuditActor } from "@/lib/portal/audit/record-audit-event";
import type { RequestMeta } from "@/lib/portal/auth/request-meta";
import { passwordParams } from "@/lib/security/scrypt-hash";
import { createTestOperator, getPage, isSignedIn, sessionFor, signInOverHttp, testPrisma, type TestOperator } from "@/test/integration/portal-session";
import { createOperatorSchema, resetOperatorPasswordSchema, updateOperatorSchema, type CreateOperatorFormValues } from "./operator-schemas";

type Lib = {
  createOperator: typeof import("./create-operator").createOperator;
  updateOperator: typeof import("./update-operator").updateOperator;
  setOperatorDisabled: typeof import("./set-operator-disabled").setOperatorDisabled;
  resetOperatorPassword: typeof import("./reset-operator-password").resetOperatorPassword;
  revokeOperatorSessions: typeof import("./revoke-operator-sessions").revokeOperatorSessions;
  listOperators: typeof import("./list-operators").listOperators;
};

let lib: Lib;
let manager: TestOperator;
let actor: AuditActor;
let managerCookie: string;
let centroSe: string;
const meta: RequestMeta = { ipPrefix: "10.9.8.0/24", ipHash: "test", userAgent: null };

beforeAll(async () => {
  // Before the first getPrisma(): the lib operations use the test database.
  process.env.DATABASE_URL = inject("databaseUrl");
  lib = {
    ...(await import("./create-operator")),
    ...(await import("./update-operator")),
    ...(await import("./set-operator-disabled")),
    ...(await import("./reset-operator-password")),
    ...(await import("./revoke-operator-sessions")),
    ...(await import("./list-operators")),
  };
  manager = await createTestOperator("manager");
  actor = { id: manager.id, role: "manager", branchId: null };
  managerCookie = await sessionFor(manager);
  centroSe = (await testPrisma().portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } })).id;
});

afterAll(async () => {
  await (await import("@/lib/db/client")).getPrisma().$disconnect();
});

function newOperatorValues(overrides: Partial<CreateOperatorFormValues> = {}): CreateOperatorFormValues {
  return { name: "Rita Recém-Criada", email: `nova-${randomUUID()}@portal.test`, role: "correspondent", branchId: centroSe, password: `Segredo-${randomUUID()}`, ...overrides };
}

async function refusalOf(promise: Promise<unknown>): Promise<ActionRefusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "expected a refusal").toMatchObject({ name: "ActionRefusal" });
  return error as ActionRefusal;
}

async function auditRows(targetOperatorId: string, action: string) {
  return testPrisma().portalAuditEvent.findMany({ where: { targetOperatorId, action }, orderBy: { id: "asc" } });
}

async function signInIsRefused(email: string, password: string): Promise<void> {
  const result = await signInOverHttp(email, password);
  expect(result.sessionCookie).toBeNull();
}

describe("creating an operator", () => {
  test("the new operator can sign in over HTTP at once; the creation is audited without the password", async () => {
    const values = newOperatorValues({ email: `  Nova.${randomUUID()}@Portal.Test ` });
    const { id } = await lib.createOperator({ actor, input: createOperatorSchema.parse(values), meta });

    const row = await testPrisma().user.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ email: values.email.trim().toLowerCase(), role: "correspondent", branchId: centroSe, disabledAt: null });
    // Made with the password parameters (N=2^17 in production, lowered for the test system; decoy-password-hash.test.ts).
    expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${passwordParams().N}\\$8\\$1\\$`));
    expect(await isSignedIn(await sessionFor({ email: row.email, password: values.password }))).toBe(true);

    const [audit] = await auditRows(id, "operator.created");
    expect(audit).toMatchObject({ operatorId: manager.id, role: "manager", ipPrefix: meta.ipPrefix });
    expect(audit!.summary).toContain("Correspondente, agência centro-se");
    expect(audit!.summary).not.toContain(values.password);
    expect(audit!.summary).not.toContain(row.email);
  });

  test("a duplicate e-mail (in any case) is refused on the email field and creates nothing", async () => {
    const values = newOperatorValues();
    await lib.createOperator({ actor, input: createOperatorSchema.parse(values), meta });
    const refusal = await refusalOf(lib.createOperator({ actor, input: createOperatorSchema.parse({ ...values, email: values.email.toUpperCase(), name: "Outra" }), meta }));
    expect(refusal.code).toBe("conflict");
    expect(refusal.fieldErrors).toEqual({ email: "Já existe um operador com este e-mail." });
    expect(await testPrisma().user.count({ where: { email: values.email } })).toBe(1);
  });

  test("an unknown branch is refused on the branchId field", async () => {
    const refusal = await refusalOf(lib.createOperator({ actor, input: createOperatorSchema.parse(newOperatorValues({ branchId: randomUUID() })), meta }));
    expect(refusal.fieldErrors).toEqual({ branchId: "Agência não encontrada." });
  });

  test("only a manager may: the operation itself refuses other roles", async () => {
    const desk: AuditActor = { id: randomUUID(), role: "desk", branchId: null };
    expect((await refusalOf(lib.createOperator({ actor: desk, input: createOperatorSchema.parse(newOperatorValues()), meta }))).code).toBe("forbidden");
    expect((await refusalOf(lib.listOperators({ actor: { ...desk, role: "officer", branchId: centroSe } }))).code).toBe("forbidden");
  });
});

describe("changing role and branch", () => {
  test("applies to the operator's open session at its next request, and is audited", async () => {
    const operator = await createTestOperator("correspondent");
    const cookie = await sessionFor(operator);
    expect((await getPage("/admin/operators", cookie)).status).toBe(403);

    const result = await lib.updateOperator({ actor, input: updateOperatorSchema.parse({ operatorId: operator.id, role: "manager", branchId: "" }), meta });
    expect(result).toEqual({ changed: true });
    expect(await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } })).toMatchObject({ role: "manager", branchId: null });
    expect((await getPage("/admin/operators", cookie)).status).toBe(200);

    const [audit] = await auditRows(operator.id, "operator.updated");
    expect(audit!.summary).toBe("Perfil Correspondente → Gestor; agência centro-se → nenhuma");
    // The same values again change nothing and write no audit row.
    expect(await lib.updateOperator({ actor, input: updateOperatorSchema.parse({ operatorId: operator.id, role: "manager" }), meta })).toEqual({ changed: false });
    expect(await auditRows(operator.id, "operator.updated")).toHaveLength(1);
  });

  test("a manager cannot demote itself", async () => {
    const refusal = await refusalOf(lib.updateOperator({ actor, input: updateOperatorSchema.parse({ operatorId: manager.id, role: "desk" }), meta }));
    expect(refusal.fieldErrors).toEqual({ role: "Você não pode retirar o seu próprio perfil de gestor." });
    expect((await testPrisma().user.findUniqueOrThrow({ where: { id: manager.id } })).role).toBe("manager");
  });

  test("an unknown operator is not found", async () => {
    expect((await refusalOf(lib.updateOperator({ actor, input: updateOperatorSchema.parse({ operatorId: randomUUID(), role: "desk" }), meta }))).code).toBe("not-found");
  });
});

describe("disabling and enabling", () => {
  test("disabling ends the operator's sessions at once and refuses its sign-in; enabling lets it back in", async () => {
    const operator = await createTestOperator("officer");
    const [first, second] = [await sessionFor(operator), await sessionFor(operator)];
    expect(await isSignedIn(first)).toBe(true);

    expect(await lib.setOperatorDisabled({ actor, input: { operatorId: operator.id, disabled: true }, meta })).toEqual({ changed: true, endedSessions: 2 });
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    expect(await testPrisma().session.count({ where: { userId: operator.id } })).toBe(0);
    await signInIsRefused(operator.email, operator.password);
    const [disabled] = await auditRows(operator.id, "operator.disabled");
    expect(disabled!.summary).toBe("Operador desativado; 2 sessão(ões) encerrada(s)");

    // Disabling again is a no-op (no second audit row).
    expect(await lib.setOperatorDisabled({ actor, input: { operatorId: operator.id, disabled: true }, meta })).toEqual({ changed: false, endedSessions: 0 });
    expect(await auditRows(operator.id, "operator.disabled")).toHaveLength(1);

    expect(await lib.setOperatorDisabled({ actor, input: { operatorId: operator.id, disabled: false }, meta })).toEqual({ changed: true, endedSessions: 0 });
    expect(await isSignedIn(await sessionFor(operator))).toBe(true);
    expect(await auditRows(operator.id, "operator.enabled")).toHaveLength(1);
  });

  test("a manager cannot disable itself", async () => {
    const refusal = await refusalOf(lib.setOperatorDisabled({ actor, input: { operatorId: manager.id, disabled: true }, meta }));
    expect(refusal).toMatchObject({ code: "conflict", message: "Você não pode desativar o seu próprio acesso." });
    expect(await isSignedIn(managerCookie)).toBe(true);
  });

  test("another manager can be disabled while enabled managers remain", async () => {
    const other = await createTestOperator("manager");
    expect((await lib.setOperatorDisabled({ actor, input: { operatorId: other.id, disabled: true }, meta })).changed).toBe(true);
  });
});

describe("resetting a password", () => {
  test("ends old sessions, refuses the old password, accepts the new one and clears the lock-out", async () => {
    const operator = await createTestOperator("correspondent");
    const oldCookie = await sessionFor(operator);
    const lockedUntil = new Date(Date.now() + 10 * 60_000);
    await testPrisma().user.update({ where: { id: operator.id }, data: { failedSignIns: 3, lockedUntil } });
    const before = await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } });

    // The status shows on the list while the lock runs.
    const list = await getPage(`/admin/operators?situacao=locked`, managerCookie);
    expect(list.html).toMatch(/bloqueado até \d{2}:\d{2}/);

    const password = `Nova-Senha-${randomUUID()}`;
    const result = await lib.resetOperatorPassword({ actor, input: resetOperatorPasswordSchema.parse({ operatorId: operator.id, password }), meta });
    expect(result).toEqual({ endedSessions: 1 });

    const after = await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } });
    expect(after).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(before.passwordChangedAt.getTime());
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await isSignedIn(oldCookie)).toBe(false);
    await signInIsRefused(operator.email, operator.password);
    expect(await isSignedIn(await sessionFor({ email: operator.email, password }))).toBe(true);

    const [audit] = await auditRows(operator.id, "operator.password_reset");
    expect(audit!.summary).toBe("Senha redefinida pelo gestor; bloqueio removido; 1 sessão(ões) encerrada(s)");
    expect(audit!.summary).not.toContain(password);
  });

  test("a password containing the operator's e-mail local part is refused on the password field", async () => {
    const operator = await createTestOperator("desk");
    const localPart = operator.email.split("@")[0]!;
    const refusal = await refusalOf(
      lib.resetOperatorPassword({ actor, input: resetOperatorPasswordSchema.parse({ operatorId: operator.id, password: `X${localPart.toUpperCase()}` }), meta }),
    );
    expect(refusal.fieldErrors).toEqual({ password: "A senha não pode conter a parte do e-mail antes do @." });
    expect(await auditRows(operator.id, "operator.password_reset")).toHaveLength(0);
  });
});

describe("revoking sessions", () => {
  test("one session, then all: those cookies stop working at once, and each revocation is audited", async () => {
    const operator = await createTestOperator("officer");
    const [first, second, third] = [await sessionFor(operator), await sessionFor(operator), await sessionFor(operator)];
    const rows = await testPrisma().session.findMany({ where: { userId: operator.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(3);

    expect(await lib.revokeOperatorSessions({ actor, input: { operatorId: operator.id, sessionId: rows[0]!.id }, meta })).toEqual({ endedSessions: 1 });
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);

    expect(await lib.revokeOperatorSessions({ actor, input: { operatorId: operator.id }, meta })).toEqual({ endedSessions: 2 });
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
    expect((await auditRows(operator.id, "session.revoked")).map((row) => row.summary)).toEqual(["Sessão revogada (1)", "Todas as sessões revogadas (2)"]);
    // The operator itself is not disabled: it can sign in again.
    expect(await isSignedIn(await sessionFor(operator))).toBe(true);
  });
});

describe("pages", () => {
  const PAGES = ["/admin/operators", "/admin/operators/new", () => `/admin/operators/${manager.id}`] as const;
  const pathOf = (page: (typeof PAGES)[number]) => (typeof page === "function" ? page() : page);

  test("a manager sees the list (with filters), the creation form and an operator's details", async () => {
    const operator = await createTestOperator("correspondent");
    const list = await getPage("/admin/operators", managerCookie);
    expect(list.status).toBe(200);
    expect(list.html).toContain(operator.email);
    expect(list.html).toContain("Centro · Sé");

    const desks = await getPage("/admin/operators?perfil=desk", managerCookie);
    expect(desks.html).toContain("mesa@portal.demo");
    expect(desks.html).not.toContain(operator.email);

    expect((await getPage("/admin/operators/new", managerCookie)).html).toContain("Criar operador");
    await sessionFor(operator);
    const details = await getPage(`/admin/operators/${operator.id}`, managerCookie);
    expect(details.status).toBe(200);
    expect(details.html).toContain(operator.email);
    expect(details.html).toContain("Sessões abertas (1)");
    expect(details.html).toContain("Revogar todas");
  });

  test.each([["an unknown id", randomUUID()], ["a malformed id", "nao-e-um-id"]])("%s is a 404", async (_, id) => {
    expect((await getPage(`/admin/operators/${id}`, managerCookie)).status).toBe(404);
  });

  test.each(["correspondent", "officer", "desk"] as const)("a %s gets 403 on every admin page", async (role) => {
    const cookie = await sessionFor(await createTestOperator(role));
    for (const page of PAGES) {
      const response = await getPage(pathOf(page), cookie);
      expect(response.status, pathOf(page)).toBe(403);
      expect(response.html).not.toContain(manager.email);
    }
  });

  test("without a session every admin page redirects to /login", async () => {
    for (const page of PAGES) {
      const response = await getPage(pathOf(page), null);
      expect([303, 307], pathOf(page)).toContain(response.status);
      expect(new URL(response.location!, "http://x").pathname).toBe("/login");
    }
  });
});
