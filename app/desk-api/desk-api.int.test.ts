/**
 * The desk API's listing, dossier and document routes over HTTP against the real server: every partner's operations
 * in one queue, the longest waiting first, pages that add up, counts per filter, bounded input, 401 without the
 * token; the dossier as the desk reads it; a document's content only when it belongs to the dossier.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import type { DemoPartner } from "@/lib/credit/sandbox/demo-partners";
import { centro, tokenFor } from "@/test/integration/credit-api";
import { deskApi, deskTestPartners, operationWaitingForDesk } from "@/test/integration/desk-queue";
import { storedFile } from "@/test/integration/files";
import { testDatabase } from "@/test/integration/registrations";
import { samplePdf } from "@/test/support/sample-files";

type Item = { id: string; creditNoteNo: string; status: string; statusSince: string; correspondent: { id: string; name: string }; product: { id: string; name: string }; requestedAmount: number; installments: number; decisions: string[] };
type Page = { data: Item[]; page: number; size: number; totalItems: number; totalPages: number; facets: { statuses: Array<{ status: string; count: number }>; correspondents: Array<{ id: string; name: string; count: number }>; products: Array<{ id: string; count: number }> } };

let alfa: DemoPartner;
let beta: DemoPartner;
let older: Awaited<ReturnType<typeof operationWaitingForDesk>>;
let newer: Awaited<ReturnType<typeof operationWaitingForDesk>>;
let liquidation: Awaited<ReturnType<typeof operationWaitingForDesk>>;

beforeAll(async () => {
  [alfa, beta] = await deskTestPartners();
  [older, newer, liquidation] = await Promise.all([
    operationWaitingForDesk(beta),
    operationWaitingForDesk(alfa),
    operationWaitingForDesk(alfa, "manual-liquidation", { observations: "Conta de outra instituição: TED manual" }),
  ]);
  // Beta's operation has waited two hours, alfa's an hour: the queue must put beta's first.
  const db = testDatabase();
  await db.creditNote.update({ where: { id: older.id }, data: { statusSince: new Date(Date.now() - 2 * 3_600_000) } });
  await db.creditNote.update({ where: { id: newer.id }, data: { statusSince: new Date(Date.now() - 3_600_000) } });
}, 120_000);
afterAll(() => testDatabase().$disconnect());

async function queue(query: string): Promise<Page> {
  const response = await deskApi("GET", `/desk-api/credit-notes${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Page;
}

/** Every item of a listing, page after page. */
async function allPages(query: string, size: number): Promise<{ items: Item[]; totals: number[] }> {
  const items: Item[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await queue(`${query}&size=${size}&page=${page}`);
    totals.push(answer.totalItems);
    items.push(...answer.data);
    if (page >= answer.totalPages) return { items, totals };
  }
}

describe("the queue", () => {
  // The test database holds every other test's operations too (thousands): the queue is read whole, page by page.
  test("every partner's operations, with the partner's name, product and amount, the longest in status first", async () => {
    const { items } = await allPages("?status=ManualWarranty", 100);
    const ids = items.map((item) => item.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const since = items.map((item) => item.statusSince);
    expect(since).toEqual([...since].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.find((item) => item.id === older.id)).toEqual(
      expect.objectContaining({
        creditNoteNo: older.creditNoteNo,
        status: "ManualWarranty",
        correspondent: { id: beta.correspondentId, name: beta.name },
        product: expect.objectContaining({ id: PRODUCT_IDS.payrollPrice, name: "Consignado Privado (Price)", module: "consignado-privado" }),
        requestedAmount: 300_000,
        installments: 24,
        decisions: ["revision", "disapprove", "conclude-manual-stage", "force-error"],
      }),
    );
    expect([...new Set(items.map((item) => item.correspondent.id))]).toEqual(expect.arrayContaining([alfa.correspondentId, beta.correspondentId]));
  });

  test("by default, the desk's queue: the manual stages and the analysis stages, not the partner's statuses", async () => {
    const { items } = await allPages("?", 100);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([older.id, newer.id, liquidation.id]));
    const queueStatuses = ["ManualWarranty", "ManualLiquidation", "ComplianceApproval", "CreditApproval", "Warranty", "MarginReserveApproval", "InstrumentApproval"];
    for (const item of items) expect(queueStatuses).toContain(item.status);
    expect((await queue("?size=1")).facets.statuses.map((facet) => facet.status)).toEqual(queueStatuses);
    expect(items.find((item) => item.id === liquidation.id)?.decisions).toEqual(["revision", "conclude-manual-stage", "force-error"]);
  });

  test("pages add up: each operation once, the same totals on every page, an empty page past the end", async () => {
    const filter = `status=ManualWarranty,ManualLiquidation&correspondentId=${alfa.correspondentId}`;
    const whole = await queue(`?${filter}&size=100`);
    expect(whole.totalItems).toBeGreaterThanOrEqual(2);
    expect(whole.totalItems).toBeLessThan(100);
    const { items, totals } = await allPages(`?status=ManualWarranty&status=ManualLiquidation&correspondentId=${alfa.correspondentId}`, 2);
    expect(items.map((item) => item.id)).toEqual(whole.data.map((item) => item.id));
    expect(new Set(totals)).toEqual(new Set([whole.totalItems]));
    const past = await queue(`?${filter}&size=2&page=${Math.ceil(whole.totalItems / 2) + 1}`);
    expect(past.data).toEqual([]);
    expect(past.totalItems).toBe(whole.totalItems);
  });

  test("filters by partner and product; each facet counts over the other filters", async () => {
    const { items: all } = await allPages("?status=ManualWarranty", 100);
    const onlyBeta = await queue(`?status=ManualWarranty&correspondentId=${beta.correspondentId}&size=100`);
    expect(onlyBeta.data.length).toBeGreaterThan(0);
    for (const item of onlyBeta.data) expect(item.correspondent.id).toBe(beta.correspondentId);
    expect(onlyBeta.totalItems).toBe(all.filter((item) => item.correspondent.id === beta.correspondentId).length);
    // The partner facet does not narrow itself: every partner still listed, with the counts of the unfiltered queue.
    const perPartner = new Map<string, number>();
    for (const item of all) perPartner.set(item.correspondent.id, (perPartner.get(item.correspondent.id) ?? 0) + 1);
    expect(new Map(onlyBeta.facets.correspondents.map((facet) => [facet.id, facet.count]))).toEqual(perPartner);
    expect(onlyBeta.facets.statuses.find((facet) => facet.status === "ManualWarranty")?.count).toBe(onlyBeta.totalItems);

    const fgts = await queue(`?status=ManualWarranty&productId=${PRODUCT_IDS.fgtsAnticipation}&size=100`);
    expect(fgts.data.every((item) => item.product.id === PRODUCT_IDS.fgtsAnticipation)).toBe(true);
    expect(fgts.facets.products.find((facet) => facet.id === PRODUCT_IDS.fgtsAnticipation)).toEqual(expect.objectContaining({ count: fgts.totalItems }));
    const perProduct = new Map<string, number>();
    for (const item of all) perProduct.set(item.product.id, (perProduct.get(item.product.id) ?? 0) + 1);
    expect(new Map(fgts.facets.products.filter((facet) => facet.count > 0).map((facet) => [facet.id, facet.count]))).toEqual(perProduct);
  });

  test.each([
    ["?size=0", "size"],
    ["?size=101", "size"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?status=Bogus", "status"],
    ["?status=ManualWarranty,Bogus", "status"],
    [`?${Array.from({ length: 21 }, () => "status=ManualWarranty").join("&")}`, "status"],
    ["?productId=12", "productId"],
    ["?correspondentId=x", "correspondentId"],
  ])("%s → 400 naming %s", async (query, field) => {
    const response = await deskApi("GET", `/desk-api/credit-notes${query}`);
    expect(response.status).toBe(400);
    expect(response.type).toContain("application/problem+json");
    expect((response.body?.errors as Array<{ field: string }>).map((error) => error.field)).toContain(field);
  });
});

describe("the desk token", () => {
  test.each([
    ["GET", "/desk-api/credit-notes"],
    ["GET", "/desk-api/credit-notes?size=9999"],
    ["GET", "/desk-api/credit-notes/not-a-uuid"],
    ["GET", "/desk-api/credit-notes/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f/files/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f"],
    ["POST", "/desk-api/credit-notes/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f/revision"],
  ])("%s %s without it, or with a partner's token, → 401 before anything else", async (method, path) => {
    expect((await deskApi(method, path, { token: null })).status).toBe(401);
    expect((await deskApi(method, path, { token: "wrong" })).status).toBe(401);
    expect((await deskApi(method, path, { token: await tokenFor(centro) })).status).toBe(401);
  });
});

describe("the dossier", () => {
  test("the operation with its history and reasons, plan, collateral, borrower, partner and the decisions that apply", async () => {
    const response = await deskApi("GET", `/desk-api/credit-notes/${liquidation.id}`);
    expect(response.status).toBe(200);
    const dossier = response.body as Record<string, unknown> & { history: Array<Record<string, unknown>>; plan: { installments: unknown[] }; warranty: unknown[] };
    expect(dossier).toEqual(
      expect.objectContaining({
        id: liquidation.id,
        creditNoteNo: liquidation.creditNoteNo,
        status: "ManualLiquidation",
        observations: "Conta de outra instituição: TED manual",
        correspondent: { id: alfa.correspondentId, name: alfa.name },
        borrower: expect.objectContaining({ name: "Trabalhador Mesa Sandbox", registrationNumber: expect.stringMatching(/^\d{11}$/) }),
        decisions: ["revision", "conclude-manual-stage", "force-error"],
      }),
    );
    expect(dossier.history.at(-1)).toEqual(expect.objectContaining({ from: "WaitLiquidation", to: "ManualLiquidation", actor: "Pipeline", reason: expect.any(String) }));
    expect(dossier.plan.installments).toHaveLength(24);
    expect(dossier.warranty).toHaveLength(1);
  });

  test("an unknown operation is 404, a malformed id 400", async () => {
    expect((await deskApi("GET", "/desk-api/credit-notes/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f")).status).toBe(404);
    const malformed = await deskApi("GET", "/desk-api/credit-notes/not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(malformed.body?.errors).toEqual([expect.objectContaining({ field: "id" })]);
  });
});

describe("documents", () => {
  test("the content of a file linked to the dossier; any other file is 404", async () => {
    const token = await tokenFor(alfa);
    const bytes = samplePdf();
    const linked = await storedFile(token, bytes, { name: "comprovante.pdf" });
    const unlinked = await storedFile(token, samplePdf());
    const withFile = await operationWaitingForDesk(alfa, "manual-warranty", { uploads: [{ fileType: "Others", fileName: "comprovante.pdf", fileId: linked.id }] });

    const download = await fetch(`${inject("baseUrl")}/desk-api/credit-notes/${withFile.id}/files/${linked.id}`, { headers: { authorization: `Bearer ${inject("deskApiToken")}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("etag")).toBe(`"${linked.sha256}"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    expect((await deskApi("GET", `/desk-api/credit-notes/${withFile.id}/files/${unlinked.id}`)).status).toBe(404);
    expect((await deskApi("GET", `/desk-api/credit-notes/${older.id}/files/${linked.id}`)).status).toBe(404);
    expect((await deskApi("GET", `/desk-api/credit-notes/${withFile.id}/files/nope`)).status).toBe(400);
  });
});

describe("decisions", () => {
  test("answer where the operation came from and where it went, with the stored reason; a reason too long is 400", async () => {
    const note = await operationWaitingForDesk(beta);
    const tooLong = await deskApi("POST", `/desk-api/credit-notes/${note.id}/disapprove`, { body: { reason: "x".repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body?.errors).toEqual([expect.objectContaining({ field: "reason" })]);
    const decided = await deskApi("POST", `/desk-api/credit-notes/${note.id}/disapprove`, { body: { reason: "Empregador fora da política de crédito" } });
    expect(decided.status).toBe(200);
    expect(decided.body).toEqual({ id: note.id, from: "ManualWarranty", status: "Disapproved", reason: "Empregador fora da política de crédito" });
    expect((await deskApi("POST", `/desk-api/credit-notes/${note.id}/disapprove`, { body: { reason: "de novo" } })).status).toBe(409);
  });
});
