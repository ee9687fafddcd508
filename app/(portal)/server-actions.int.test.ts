import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PortalRole } from "@/lib/portal/auth/roles";
import { createTestOperator, sessionFor, testPrisma } from "@/test/integration/portal-session";
import { callServerAction, serverActions, type ServerActionRef } from "@/test/integration/server-actions";

/*
 * Server actions are public POST endpoints: every one the build exports is called here without a session, from
 * another origin, and by a role without its capability. The list comes from the build's manifest, so a new
 * action is covered (or this test names the file it does not know).
 */

/** Per action file, a role that lacks its capability (null: every signed-in operator may use it). */
const ROLE_WITHOUT_CAPABILITY: Record<string, PortalRole | null> = {
  "lib/portal/operations/actions.ts": "desk",
  "lib/portal/origination/actions.ts": "manager",
  "lib/portal/borrowers/actions.ts": "desk",
  "lib/portal/desk/actions.ts": "correspondent",
  "lib/portal/operators/actions.ts": "officer",
  "lib/portal/branches/actions.ts": "correspondent",
  "lib/portal/auth/actions.ts": null,
};

/** Public by nature: signing in, and signing out (which needs no session to be harmless). */
const PUBLIC = new Set(["lib/portal/auth/actions.ts#signInAction", "lib/portal/auth/actions.ts#signOutAction"]);

const actions = () => serverActions().filter((action) => !PUBLIC.has(`${action.file}#${action.name}`));
const sessionsByRole = new Map<PortalRole, string>();

beforeAll(async () => {
  for (const role of ["desk", "manager", "correspondent", "officer"] as const) sessionsByRole.set(role, await sessionFor(await createTestOperator(role)));
}, 60_000);
afterAll(() => testPrisma().$disconnect());

function label(action: ServerActionRef): string {
  return `${action.file}#${action.name}`;
}

describe("every exported server action", () => {
  test("the build's manifest lists them, each in a file this test knows", () => {
    const all = serverActions();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const unknown = all.filter((action) => !(action.file in ROLE_WITHOUT_CAPABILITY) && !PUBLIC.has(label(action))).map(label);
    expect(unknown).toEqual([]);
  });

  test("without a session: refused, never a 500", async () => {
    for (const action of actions()) {
      const answer = await callServerAction(action, [{}]);
      expect(answer.status, label(action)).toBeLessThan(500);
      expect(answer.result?.ok, label(action)).not.toBe(true);
      if (answer.result) expect(answer.result.code, label(action)).toBe("unauthenticated");
    }
  }, 60_000);

  test("from another origin: a pt-BR 403, even with a session", async () => {
    const cookie = sessionsByRole.get("manager")!;
    for (const action of actions()) {
      const answer = await callServerAction(action, [{}], { cookie, origin: "http://evil.example" });
      expect(answer.status, label(action)).toBe(403);
      expect(answer.text, label(action)).toMatch(/outra origem recusada/);
    }
  }, 60_000);

  test("by a role without the capability: refused as forbidden before the input is read", async () => {
    for (const action of actions()) {
      const role = ROLE_WITHOUT_CAPABILITY[action.file];
      if (!role) continue;
      const answer = await callServerAction(action, [{}], { cookie: sessionsByRole.get(role)! });
      expect(answer.status, label(action)).toBeLessThan(500);
      expect(answer.result, `${label(action)}: ${answer.text.slice(0, 200)}`).toMatchObject({ ok: false, code: "forbidden" });
    }
  }, 120_000);
});
