import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BoardPayload } from "@/lib/portal/board/board-types";
import { hashSecret } from "@/lib/security/scrypt-hash";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { payrollCreationBody } from "@/test/integration/credit-notes";
import { createTestOperator, getPage, portalUrl, sessionFor, testPrisma } from "@/test/integration/portal-session";
import { callServerAction, serverAction } from "@/test/integration/server-actions";

/*
 * A "sem agência" operation (created with a credential of the organization that no branch holds, so nothing tells
 * its branch) is given to a branch by an officer of its organization, over HTTP as the operation page calls it:
 * scoped, audited, and at once on that branch's board and page.
 */

const assign = () => serverAction("lib/portal/operations/actions.ts", "assignOperationBranchAction");
let operation: { id: string; creditNoteNo: string };
const sessions = {} as Record<"officer" | "otherOfficer" | "paulista" | "se", string>;
const branch = {} as Record<"paulista" | "manaus", { id: string; apiClientId: string; name: string }>;

beforeAll(async () => {
  const db = testPrisma();
  // An organization-level credential: the API names it as the creator, and no branch holds it.
  const clientId = `organizacao-${randomUUID()}`;
  const clientSecret = "segredo-da-organizacao";
  await db.creditApiClient.create({ data: { clientId, secretHash: await hashSecret(clientSecret, { N: 2 ** 10, r: 8, p: 1 }), name: "Integração da matriz", correspondentId: centro.correspondentId } });
  const token = await tokenFor({ ...centro, clientId, clientSecret });
  const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", await payrollCreationBody(token));
  if (response.status !== 200) throw new Error(`creation: ${response.status} ${JSON.stringify(response.body)}`);
  operation = response.body as { id: string; creditNoteNo: string; personId: string };

  const [se, paulista, manaus] = await Promise.all(["centro-se", "centro-paulista", "norte-manaus"].map((code) => db.portalBranch.findUniqueOrThrow({ where: { code } })));
  branch.paulista = paulista!;
  branch.manaus = manaus!;
  const now = new Date();
  // As the portfolio scan of the organization's credential records it: the organization only.
  await db.portalTrackedOperation.create({
    data: {
      id: operation.id,
      creditNoteNo: operation.creditNoteNo,
      productId: "00000000-0000-4000-8000-000000000001",
      productKind: "payroll",
      amountInCents: 500000n,
      personId: (response.body as { personId: string }).personId,
      organizationId: se!.organizationId,
      branchId: null,
      origin: "discovered",
      apiClientId: centro.clientId,
      status: "Draft",
      statusSince: now,
      upstreamCreatedAt: now,
      upstreamUpdatedAt: now,
      lastSeenAt: now,
    },
  });
  const [officer, otherOfficer, paulistaCorrespondent, seCorrespondent] = await Promise.all([
    createTestOperator("officer", "centro-se"),
    createTestOperator("officer", "norte-manaus"),
    createTestOperator("correspondent", "centro-paulista"),
    createTestOperator("correspondent", "centro-se"),
  ]);
  sessions.officer = await sessionFor(officer);
  sessions.otherOfficer = await sessionFor(otherOfficer);
  sessions.paulista = await sessionFor(paulistaCorrespondent);
  sessions.se = await sessionFor(seCorrespondent);
}, 120_000);
afterAll(() => testPrisma().$disconnect());

async function boardIds(cookie: string): Promise<string[]> {
  const response = await fetch(portalUrl("/board/data"), { headers: { cookie } });
  return ((await response.json()) as BoardPayload).rows.map((row) => row[0]);
}

const call = (cookie: string, branchId: string) => callServerAction(assign(), [{ operationId: operation.id, branchId }], { cookie, path: `/operations/${operation.id}` });

describe("assigning a sem agência operation to a branch", () => {
  test("before: the officer sees it without a branch and is offered the branches; no branch's correspondent sees it", async () => {
    const page = await getPage(`/operations/${operation.id}`, sessions.officer);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Atribuir à agência");
    expect(page.html).toContain(branch.paulista.name);
    expect(page.html).not.toContain(branch.manaus.name);
    expect((await getPage(`/operations/${operation.id}`, sessions.paulista)).status).toBe(404);
    expect(await boardIds(sessions.paulista)).not.toContain(operation.id);
    // The officer's visit did not attribute it: its creator is no branch's credential.
    expect((await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operation.id } })).branchId).toBeNull();
  });

  test("refused: a correspondent, another organization's officer, a branch of another organization", async () => {
    expect((await call(sessions.paulista, branch.paulista.id)).result).toMatchObject({ ok: false, code: "forbidden" });
    expect((await call(sessions.otherOfficer, branch.manaus.id)).result).toMatchObject({ ok: false, code: "not-found" });
    expect((await call(sessions.officer, branch.manaus.id)).result).toMatchObject({ ok: false, code: "invalid" });
    expect((await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operation.id } })).branchId).toBeNull();
    expect(await testPrisma().portalAuditEvent.count({ where: { operationId: operation.id, action: "operation.branch_assigned" } })).toBe(0);
  });

  test("the officer assigns it: audited from → to, and the branch's correspondents see it at once, the sibling branch not", async () => {
    const before = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operation.id } });
    const answer = await call(sessions.officer, branch.paulista.id);
    expect(answer.result, answer.text.slice(0, 300)).toMatchObject({ ok: true, data: { branchId: branch.paulista.id } });

    const row = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operation.id } });
    expect(row).toMatchObject({ branchId: branch.paulista.id, apiClientId: branch.paulista.apiClientId });
    expect(row.version).toBeGreaterThan(before.version);
    const audit = await testPrisma().portalAuditEvent.findMany({ where: { operationId: operation.id, action: "operation.branch_assigned" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.role).toBe("officer");
    expect(audit[0]!.summary).toContain("sem agência");
    expect(audit[0]!.summary).toContain(branch.paulista.name);
    expect(audit[0]!.summary).toContain(operation.creditNoteNo);

    expect(await boardIds(sessions.paulista)).toContain(operation.id);
    expect((await getPage(`/operations/${operation.id}`, sessions.paulista)).status).toBe(200);
    expect(await boardIds(sessions.se)).not.toContain(operation.id);
    expect((await getPage(`/operations/${operation.id}`, sessions.se)).status).toBe(404);
  });

  test("an operation that has a branch is never moved: a second assignment is a conflict", async () => {
    const se = await testPrisma().portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } });
    expect((await call(sessions.officer, se.id)).result).toMatchObject({ ok: false, code: "conflict" });
    expect((await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operation.id } })).branchId).toBe(branch.paulista.id);
  });
});
