import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_EXTRA_API_CLIENTS, type DemoPartner } from "@/lib/credit/sandbox/demo-partners";
import { apiUrl, callApi, centro, norte } from "@/test/integration/credit-api";
import { payrollCreationBody } from "@/test/integration/credit-notes";
import { storedFile } from "@/test/integration/files";
import { createTestOperator, getPage, sessionFor, testPrisma } from "@/test/integration/portal-session";
import { callServerAction, serverAction } from "@/test/integration/server-actions";
import { samplePdf } from "@/test/support/sample-files";

/*
 * Branch scoping (docs/portal.md: "a correspondent sees its branch only") for every portal page, route and action that
 * takes an operation, borrower or document id: own branch, sibling branch (same organization, so the same
 * correspondent at the credit API: the API alone lets every branch credential read it), other organization;
 * operations the tracker has attributed and operations it has not seen yet.
 */

const paulista = { ...DEMO_EXTRA_API_CLIENTS[0]!, registrationNumber: "" } satisfies DemoPartner;

async function tokenOf(partner: { clientId: string; clientSecret: string }): Promise<string> {
  const response = await fetch(apiUrl("/oauth/token"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: partner.clientId, client_secret: partner.clientSecret }),
  });
  if (!response.ok) throw new Error(`token ${partner.clientId}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Created {
  id: string;
  creditNoteNo: string;
  personId: string;
  fileId: string;
}

async function createOperation(token: string): Promise<Created> {
  const file = await storedFile(token, samplePdf());
  const body = await payrollCreationBody(token, { uploads: [{ fileType: "Others", fileName: "comprovante.pdf", fileId: file.id }] });
  const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
  if (response.status !== 200) throw new Error(`creation: ${response.status} ${JSON.stringify(response.body)}`);
  const note = response.body as { id: string; creditNoteNo: string; personId: string; createdByClientId?: string };
  return { id: note.id, creditNoteNo: note.creditNoteNo, personId: note.personId, fileId: file.id };
}

/** The tracker's record, as a scan would have written it. */
async function track(operation: Created, branchCode: string | null, organizationCode: string, apiClientId: string) {
  const db = testPrisma();
  const anyBranch = await db.portalBranch.findUniqueOrThrow({ where: { code: organizationCode } });
  const branch = branchCode ? await db.portalBranch.findUniqueOrThrow({ where: { code: branchCode } }) : null;
  const now = new Date();
  await db.portalTrackedOperation.create({
    data: {
      id: operation.id,
      creditNoteNo: operation.creditNoteNo,
      productId: "00000000-0000-4000-8000-000000000001",
      productKind: "payroll",
      amountInCents: 500000n,
      personId: operation.personId,
      organizationId: anyBranch.organizationId,
      branchId: branch?.id ?? null,
      origin: "discovered",
      apiClientId,
      status: "Draft",
      statusSince: now,
      upstreamCreatedAt: now,
      upstreamUpdatedAt: now,
      lastSeenAt: now,
    },
  });
}

type Who = "se" | "paulista" | "officer" | "norte";
const sessions = {} as Record<Who, string>;
const ops = {} as Record<"paulistaUntracked" | "paulistaTracked" | "seOrgOnly" | "norteUntracked" | "norteTracked", Created>;

/** Who may open each operation: the branch that created it, the organization's officer; nobody else. */
const EXPECTED: Record<keyof typeof ops, readonly Who[]> = {
  paulistaUntracked: ["paulista", "officer"],
  paulistaTracked: ["paulista", "officer"],
  seOrgOnly: ["se", "officer"],
  norteUntracked: ["norte"],
  norteTracked: ["norte"],
};
const EVERYONE: readonly Who[] = ["se", "paulista", "officer", "norte"];

beforeAll(async () => {
  const [paulistaToken, centroToken, norteToken] = await Promise.all([tokenOf(paulista), tokenOf(centro), tokenOf(norte)]);
  [ops.paulistaUntracked, ops.paulistaTracked, ops.seOrgOnly, ops.norteUntracked, ops.norteTracked] = await Promise.all([
    createOperation(paulistaToken),
    createOperation(paulistaToken),
    createOperation(centroToken),
    createOperation(norteToken),
    createOperation(norteToken),
  ]);
  await track(ops.paulistaTracked, "centro-paulista", "centro-se", paulista.clientId);
  // Attributed to the organization only (as scans did before the API named the creating credential).
  await track(ops.seOrgOnly, null, "centro-se", centro.clientId);
  await track(ops.norteTracked, "norte-manaus", "norte-manaus", norte.clientId);

  const operators = {
    se: await createTestOperator("correspondent", "centro-se"),
    paulista: await createTestOperator("correspondent", "centro-paulista"),
    officer: await createTestOperator("officer", "centro-se"),
    norte: await createTestOperator("correspondent", "norte-manaus"),
  };
  for (const who of EVERYONE) sessions[who] = await sessionFor(operators[who]);
}, 120_000);
afterAll(() => testPrisma().$disconnect());

describe("branch scoping of operations", () => {
  test("the API names the credential that created each operation", async () => {
    const read = await callApi(await tokenOf(centro), "GET", `/v1/CreditNote/${ops.paulistaUntracked.id}`);
    expect(read.body).toMatchObject({ createdByClientId: paulista.clientId });
  });

  test.each(Object.keys(EXPECTED) as Array<keyof typeof ops>)("/operations/{id} of %s: 200 in scope, 404 elsewhere", async (key) => {
    for (const who of EVERYONE) {
      const page = await getPage(`/operations/${ops[key].id}`, sessions[who]);
      expect(page.status, `${key} as ${who}`).toBe(EXPECTED[key].includes(who) ? 200 : 404);
      if (page.status === 404) expect(page.html).not.toContain(ops[key].creditNoteNo);
    }
  });

  test.each(Object.keys(EXPECTED) as Array<keyof typeof ops>)("/operations/{id}/files/{fileId} of %s: the document only in scope", async (key) => {
    for (const who of EVERYONE) {
      const page = await getPage(`/operations/${ops[key].id}/files/${ops[key].fileId}`, sessions[who]);
      expect(page.status, `${key} as ${who}`).toBe(EXPECTED[key].includes(who) ? 200 : 404);
    }
  });

  test.each(["paulistaTracked", "seOrgOnly", "norteTracked"] as const)("/operations/{id}/tracking of %s: only in scope", async (key) => {
    // The officer last: a correspondent's access may attribute the organization-only operation to its branch.
    for (const who of ["paulista", "se", "norte", "officer"] as const) {
      const page = await getPage(`/operations/${ops[key].id}/tracking`, sessions[who]);
      expect(page.status, `${key} as ${who}`).toBe(EXPECTED[key].includes(who) ? 200 : 404);
    }
  });

  test("an organization-only operation reached by its creating branch is attributed to that branch", async () => {
    await getPage(`/operations/${ops.seOrgOnly.id}`, sessions.se);
    const row = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: ops.seOrgOnly.id } });
    const se = await testPrisma().portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } });
    expect(row.branchId).toBe(se.id);
  });

  test("the operation page's actions: a sibling branch's delete is refused and changes nothing; the owner's works", async () => {
    const remove = serverAction("lib/portal/operations/actions.ts", "deleteOperationAction");
    const target = ops.paulistaUntracked;
    const refused = await callServerAction(remove, [{ operationId: target.id }], { cookie: sessions.se, path: `/operations/${target.id}` });
    expect(refused.result).toMatchObject({ ok: false });
    const other = await callServerAction(remove, [{ operationId: target.id }], { cookie: sessions.norte, path: `/operations/${target.id}` });
    expect(other.result).toMatchObject({ ok: false });
    const stillThere = await callApi(await tokenOf(paulista), "GET", `/v1/CreditNote/${target.id}`);
    expect(stillThere.body).toMatchObject({ deleted: false });

    const done = await callServerAction(remove, [{ operationId: target.id }], { cookie: sessions.paulista, path: `/operations/${target.id}` });
    expect(done.result, done.text.slice(0, 300)).toMatchObject({ ok: true });
  });

  test("document upload to an operation from its page: refused outside the scope", async () => {
    for (const who of ["se", "norte"] as const) {
      const form = new FormData();
      form.append("file", new Blob([samplePdf()], { type: "application/pdf" }), "extra.pdf");
      form.append("fileType", "Others");
      const response = await fetch(`${new URL(apiUrl("/")).origin}/uploads/operations/${ops.paulistaTracked.id}/documents`, {
        method: "POST",
        headers: { cookie: sessions[who], origin: new URL(apiUrl("/")).origin },
        body: form,
      });
      expect(response.status, who).not.toBe(200);
      expect(response.status, who).toBeLessThan(500);
    }
    const uploads = await testPrisma().creditUpload.count({ where: { creditNoteId: ops.paulistaTracked.id } });
    expect(uploads).toBe(1);
  });
});

describe("branch scoping of borrowers", () => {
  test("a borrower is its organization's; the sibling branch does not see the other branch's operations in it", async () => {
    const personId = ops.paulistaTracked.personId;
    const own = await getPage(`/borrowers/${personId}`, sessions.paulista);
    expect(own.status).toBe(200);
    expect(own.html).toContain(ops.paulistaTracked.creditNoteNo);
    const sibling = await getPage(`/borrowers/${personId}`, sessions.se);
    expect(sibling.status).toBe(200);
    expect(sibling.html).not.toContain(ops.paulistaTracked.creditNoteNo);
    expect((await getPage(`/borrowers/${personId}`, sessions.norte)).status).toBe(404);
  });

  test("another organization's borrower, its documents and authorizations answer 404", async () => {
    const personId = ops.norteUntracked.personId;
    for (const path of [`/borrowers/${personId}`, `/borrowers/${personId}/authorizations`, `/borrowers/${personId}/files/${ops.norteUntracked.fileId}`]) {
      expect((await getPage(path, sessions.se)).status, path).toBe(404);
    }
  });
});
