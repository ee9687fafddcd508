import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { centro, norte, tokenFor } from "@/test/integration/credit-api";
import { registerPerson } from "@/test/integration/registrations";
import { testPrisma } from "@/test/integration/portal-session";
import { ActionRefusal } from "../actions/action-result";
import { loadSessionOperator } from "../auth/load-session-operator";
import { storedSessionToken } from "../auth/session-token";
import { creditClientForBranch, creditClientForOperator } from "../credit/branch-credit-client";
import { sealBranchSecret } from "./branch-credential";
import { changeBranchCredential } from "./change-branch-credential";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
});

const meta = { ipPrefix: "10.0.0.0/24", ipHash: "h", userAgent: null };

async function scratchBranch() {
  const organization = await testPrisma().portalOrganization.findUniqueOrThrow({ where: { registrationNumber: "11222333000181" } });
  const code = `teste-${randomUUID().slice(0, 8)}`;
  return testPrisma().portalBranch.create({
    data: { organizationId: organization.id, code, name: `Agência ${code}`, apiClientId: centro.clientId, apiClientSecretEncrypted: sealBranchSecret(code, centro.clientSecret) },
  });
}

async function manager() {
  const row = await testPrisma().user.findUniqueOrThrow({ where: { email: "gestor@portal.demo" } });
  return { id: row.id, role: "manager" as const, branchId: null };
}

describe("branch credentials", () => {
  test("are stored sealed and opened only to call the credit API with the branch's credential", async () => {
    const branch = await testPrisma().portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } });
    expect(branch.apiClientSecretEncrypted).not.toContain(centro.clientSecret);
    const client = await creditClientForBranch(branch.id);
    const persons = await client.call("listNaturalPersons", { query: { page: 1, size: 1 } });
    expect(persons.page).toBe(1);
  });

  test("a credential the credit API refuses is not saved", async () => {
    const branch = await scratchBranch();
    const refused = changeBranchCredential(await manager(), { branchId: branch.id, clientId: norte.clientId, clientSecret: "segredo-errado-2026" }, meta);
    await expect(refused).rejects.toBeInstanceOf(ActionRefusal);
    await expect(refused).rejects.toMatchObject({ code: "invalid", fieldErrors: { clientSecret: expect.any(String) } });
    const unchanged = await testPrisma().portalBranch.findUniqueOrThrow({ where: { id: branch.id } });
    expect(unchanged.apiClientId).toBe(centro.clientId);
  });

  test("an accepted credential is sealed, used from then on, and audited without the secret", async () => {
    const branch = await scratchBranch();
    const actor = await manager();
    await changeBranchCredential(actor, { branchId: branch.id, clientId: norte.clientId, clientSecret: norte.clientSecret }, meta);
    const saved = await testPrisma().portalBranch.findUniqueOrThrow({ where: { id: branch.id } });
    expect(saved.apiClientId).toBe(norte.clientId);
    expect(saved.apiClientSecretEncrypted).not.toContain(norte.clientSecret);
    await (await creditClientForBranch(branch.id)).authenticate();

    const event = await testPrisma().portalAuditEvent.findFirstOrThrow({ where: { action: "branch.credential_changed", operatorId: actor.id }, orderBy: { id: "desc" } });
    expect(event.summary).toContain(branch.code);
    expect(event.summary).not.toContain(norte.clientSecret);
  });

  test("an operator's actions use the branch's credential, and the new one from the first click after it changes", async () => {
    const branch = await scratchBranch();
    const operator = await testPrisma().user.create({
      data: { email: `credencial-${randomUUID().slice(0, 8)}@teste.demo`, name: "Operadora Credencial", role: "correspondent", branchId: branch.id, passwordHash: "x" },
    });
    const sessionId = randomUUID();
    await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sessionId), userId: operator.id, expires: new Date(Date.now() + 3_600_000) } });
    const session = async () => (await loadSessionOperator(sessionId))!;
    const centroPerson = await registerPerson(await tokenFor(centro));

    const before = await creditClientForOperator(await session());
    expect((await before.call("getNaturalPerson", { params: { id: centroPerson.id } })).id).toBe(centroPerson.id);
    // Twice with the same session state: the opened credential is reused and still the right one.
    expect((await (await creditClientForOperator(await session())).call("getNaturalPerson", { params: { id: centroPerson.id } })).id).toBe(centroPerson.id);

    await changeBranchCredential(await manager(), { branchId: branch.id, clientId: norte.clientId, clientSecret: norte.clientSecret }, meta);
    const after = await creditClientForOperator(await session());
    // Norte's credential cannot read Centro's borrower: the changed credential is the one in use.
    await expect(after.call("getNaturalPerson", { params: { id: centroPerson.id } })).rejects.toMatchObject({ kind: expect.stringMatching(/^(forbidden|not-found)$/) });
  });
});
