/**
 * The board's data route over HTTP with real sessions: role scoping, totals computed by the database, filters,
 * 304 when nothing changed and a delta when something did; the header's count and the operation page's
 * tracking route. Tracked operations are arranged in the portal's own store (the board never reads the API).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, test } from "vitest";
import type { BoardPayload, BoardRowTuple } from "@/lib/portal/board/board-types";
import { FINAL_STATUSES } from "@/lib/portal/operations/operation-status";
import { cpfSearchHash } from "@/lib/portal/tracker/borrower-search-key";
import { demoPassword, portalUrl, signInOverHttp, testPrisma } from "@/test/integration/portal-session";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
});

const sessions = new Map<string, string>();
async function session(email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const result = await signInOverHttp(email, demoPassword);
  if (!result.sessionCookie) throw new Error(`sign-in refused for ${email}`);
  sessions.set(email, result.sessionCookie);
  return result.sessionCookie;
}

async function boardData(email: string | null, query = "", etag?: string) {
  const headers: Record<string, string> = {};
  if (email) headers.cookie = await session(email);
  if (etag) headers["if-none-match"] = etag;
  const response = await fetch(portalUrl(`/board/data${query}`), { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get("etag"), body: text ? (JSON.parse(text) as BoardPayload & { detail?: string }) : null };
}

const ids = (rows: readonly BoardRowTuple[]) => rows.map((row) => row[0]);

async function branchOf(code: string) {
  return testPrisma().portalBranch.findUniqueOrThrow({ where: { code } });
}

let sequence = 90_000_000;
/** A tracked operation in the portal's store, as a scan would have left it. */
async function tracked(fields: { branchCode?: string; organizationOf?: string; status: string; product?: "payroll" | "fgts"; amount?: number; cpf?: string; operatorId?: string; sinceMinutesAgo?: number }) {
  const branch = fields.branchCode ? await branchOf(fields.branchCode) : null;
  const organizationId = branch?.organizationId ?? (await branchOf(fields.organizationOf!)).organizationId;
  const id = randomUUID();
  const number = ++sequence;
  const since = new Date(Date.now() - (fields.sinceMinutesAgo ?? 10) * 60_000);
  await testPrisma().portalTrackedOperation.create({
    data: {
      id,
      creditNoteNo: `CN${String(number).padStart(8, "0")}`,
      productId: randomUUID(),
      productKind: fields.product ?? "payroll",
      amountInCents: BigInt(fields.amount ?? 100_000),
      personId: randomUUID(),
      borrowerCpfMasked: fields.cpf ? `***.${fields.cpf.slice(3, 6)}.${fields.cpf.slice(6, 9)}-**` : null,
      borrowerCpfHash: fields.cpf ? cpfSearchHash(fields.cpf) : null,
      organizationId,
      branchId: branch?.id ?? null,
      operatorId: fields.operatorId ?? null,
      origin: fields.operatorId ? "portal" : "discovered",
      apiClientId: branch?.apiClientId ?? "parceiro-centro",
      status: fields.status,
      statusSince: since,
      upstreamCreatedAt: since,
      upstreamUpdatedAt: since,
      historyCount: 1,
      lastSeenAt: new Date(),
    },
  });
  return { id, number };
}

describe("board data", () => {
  let se: string, paulista: string, centroNoBranch: string, manaus: string;

  beforeAll(async () => {
    se = (await tracked({ branchCode: "centro-se", status: "Signatures", cpf: "10000001929" })).id;
    paulista = (await tracked({ branchCode: "centro-paulista", status: "Draft" })).id;
    centroNoBranch = (await tracked({ organizationOf: "centro-se", status: "Warranty", product: "fgts" })).id;
    manaus = (await tracked({ branchCode: "norte-manaus", status: "WarrantyRevision", product: "fgts" })).id;
  });

  test("a correspondent sees its branch, an officer its organization, a manager everything", async () => {
    // Each operation looked up by its id (a busy status sends only its oldest rows).
    const sees = async (email: string, id: string) => ids((await boardData(email, `?q=${id}`)).body!.rows).includes(id);
    const all = { se, paulista, centroNoBranch, manaus };
    const visible = async (email: string) =>
      Object.fromEntries(await Promise.all(Object.entries(all).map(async ([name, id]) => [name, await sees(email, id)] as const)));
    expect(await visible("correspondente.se@centro.demo")).toEqual({ se: true, paulista: false, centroNoBranch: false, manaus: false });
    expect(await visible("agente@centro.demo")).toEqual({ se: true, paulista: true, centroNoBranch: true, manaus: false });
    expect(await visible("correspondente@norte.demo")).toEqual({ se: false, paulista: false, centroNoBranch: false, manaus: true });
    expect(await visible("gestor@portal.demo")).toEqual({ se: true, paulista: true, centroNoBranch: true, manaus: true });
  });

  test("counts and amounts per status are the database's, over the scope and the filters", async () => {
    await tracked({ branchCode: "centro-se", status: "Signatures", amount: 123_456 });
    await tracked({ branchCode: "centro-se", status: "Signatures", amount: 1, product: "fgts" });
    const sePayload = (await boardData("correspondente.se@centro.demo")).body!;
    const seBranch = await branchOf("centro-se");
    const expected = await testPrisma().$queryRaw<Array<{ status: string; count: bigint; amount: bigint }>>`
      SELECT status, count(*) AS count, sum("amountInCents") AS amount FROM portal_tracked_operation
      WHERE "branchId" = ${seBranch.id}::uuid AND "deletedAt" IS NULL GROUP BY status ORDER BY status`;
    expect(sePayload.groups).toEqual(expected.map((row) => ({ status: row.status, count: Number(row.count), amountInCents: Number(row.amount) })));
    // The rows agree with the totals; final statuses send no rows until asked for (another file may have left a
    // finished operation on this branch).
    const open = expected.filter((row) => !(FINAL_STATUSES as readonly string[]).includes(row.status));
    expect(sePayload.rows.length).toBe(open.reduce((sum, row) => sum + Number(row.count), 0));

    const fgts = (await boardData("gestor@portal.demo", "?product=fgts")).body!;
    const [fgtsTotal] = await testPrisma().$queryRaw<[{ count: bigint }]>`
      SELECT count(*) AS count FROM portal_tracked_operation WHERE "productKind" = 'fgts' AND "deletedAt" IS NULL`;
    expect(fgts.groups.reduce((sum, group) => sum + group.count, 0)).toBe(Number(fgtsTotal.count));
    expect(fgts.rows.every((row) => row[2] === "fgts")).toBe(true);
  });

  test("filters: branch without one, text by number and by CPF", async () => {
    const noBranch = (await boardData("agente@centro.demo", "?branch=none")).body!;
    expect(ids(noBranch.rows)).toContain(centroNoBranch);
    expect(noBranch.rows.every((row) => row[7] === null)).toBe(true);

    const target = await tracked({ branchCode: "centro-se", status: "Draft" });
    const byNumber = (await boardData("correspondente.se@centro.demo", `?q=${target.number}`)).body!;
    expect(ids(byNumber.rows)).toEqual([target.id]);
    const byCpf = (await boardData("correspondente.se@centro.demo", "?q=100.000.019-29")).body!;
    expect(ids(byCpf.rows)).toEqual([se]);
    expect(byCpf.rows[0]![9]).toBe("***.000.019-**");
  });

  test("a refresh with nothing new is a 304 without a body; a change comes back alone, as a delta", async () => {
    const first = await boardData("correspondente.se@centro.demo");
    expect(first.body!.kind).toBe("full");
    const unchanged = await boardData("correspondente.se@centro.demo", "", first.etag!);
    expect(unchanged).toMatchObject({ status: 304, body: null });

    // Another branch's change does not concern this board.
    await testPrisma().$executeRaw`
      UPDATE portal_tracked_operation SET status = 'Finished', version = nextval('portal_tracked_operation_version_seq') WHERE id = ${manaus}::uuid`;
    expect((await boardData("correspondente.se@centro.demo", "", first.etag!)).status).toBe(304);

    await testPrisma().$executeRaw`
      UPDATE portal_tracked_operation SET status = 'SignaturesValidation', "statusSince" = now(), version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${se}::uuid`;
    const delta = await boardData("correspondente.se@centro.demo", "", first.etag!);
    expect(delta.status).toBe(200);
    expect(delta.body).toMatchObject({ kind: "delta", removed: [] });
    expect(ids(delta.body!.rows)).toEqual([se]);
    expect(delta.body!.rows[0]![3]).toBe("SignaturesValidation");
    expect(delta.body!.groups.find((group) => group.status === "SignaturesValidation")?.count).toBeGreaterThanOrEqual(1);
    expect(delta.body!.version).toBeGreaterThan(first.body!.version);

    await testPrisma().$executeRaw`
      UPDATE portal_tracked_operation SET "deletedAt" = now(), version = nextval('portal_tracked_operation_version_seq') WHERE id = ${se}::uuid`;
    const removal = await boardData("correspondente.se@centro.demo", "", delta.etag!);
    expect(removal.body).toMatchObject({ kind: "delta", rows: [], removed: [se] });
  });

  test("each status sends its oldest rows first, 50 by default and more on request; totals count them all", async () => {
    for (let index = 0; index < 60; index += 1) await tracked({ branchCode: "norte-manaus", status: "ManualLiquidation", sinceMinutesAgo: 1000 - index });
    const byStatus = (payload: BoardPayload) => payload.rows.filter((row) => row[3] === "ManualLiquidation");
    const standard = (await boardData("correspondente@norte.demo")).body!;
    expect(byStatus(standard)).toHaveLength(50);
    expect(standard.groups.find((group) => group.status === "ManualLiquidation")?.count).toBe(60);
    const since = byStatus(standard).map((row) => row[4]);
    expect(since).toEqual([...since].sort((a, b) => a - b));
    const more = (await boardData("correspondente@norte.demo", "?show=ManualLiquidation:550")).body!;
    expect(byStatus(more)).toHaveLength(60);
  });

  test("bad filters are a 400 naming the field; no session is a 401", async () => {
    const bad = await boardData("gestor@portal.demo", "?product=auto&from=2026-13-01");
    expect(bad.status).toBe(400);
    expect(bad.body!.detail).toContain("Produto desconhecido");
    expect((await boardData(null)).status).toBe(401);
  });
});

describe("header count and the operation page's tracking route", () => {
  test("operations waiting for the partner in the operator's scope; none for a manager", async () => {
    const cookie = await session("correspondente.paulista@centro.demo");
    const count = async (cookieValue: string) => (await (await fetch(portalUrl("/board/attention"), { headers: { cookie: cookieValue } })).json()) as { count: number | null };
    const before = (await count(cookie)).count!;
    await tracked({ branchCode: "centro-paulista", status: "PaymentRevision" });
    await tracked({ branchCode: "centro-paulista", status: "CreditApproval" });
    expect((await count(cookie)).count).toBe(before + 1);
    expect((await count(await session("gestor@portal.demo"))).count).toBeNull();
  });

  test("another branch's correspondent gets a 404; the own branch's gets the stored state", async () => {
    const { id } = await tracked({ branchCode: "centro-paulista", status: "Draft" });
    await testPrisma().portalTrackedOperation.update({ where: { id }, data: { lastSeenAt: new Date() } });
    const other = await fetch(portalUrl(`/operations/${id}/tracking`), { headers: { cookie: await session("correspondente.se@centro.demo") } });
    expect(other.status).toBe(404);
    const own = await fetch(portalUrl(`/operations/${id}/tracking`), { headers: { cookie: await session("correspondente.paulista@centro.demo") } });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ refreshed: false, operation: { id, status: "Draft", branch: { name: "Centro · Paulista" } } });
  });
});
