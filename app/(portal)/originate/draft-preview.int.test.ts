import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { draftPreviewUrl } from "@/lib/portal/origination/draft-preview";
import { createTestOperator, portalUrl, sessionFor, testPrisma } from "@/test/integration/portal-session";

/*
 * The live previews are GET routes (a slow one must not queue behind the wizard's actions). Their guards and refusals
 * over HTTP; the upstream's failures are in the fault matrix, the previews' numbers in origination.int.test.ts.
 */

let correspondent: string;
let manager: string;

beforeAll(async () => {
  correspondent = await sessionFor(await createTestOperator("correspondent"));
  manager = await sessionFor(await createTestOperator("manager"));
}, 60_000);
afterAll(() => testPrisma().$disconnect());

const PLAN_FORM = { productId: PRODUCT_IDS.payrollSac, requestedAmount: 300_000, apr: 2.1, numberOfPayments: 24 };

async function ask(url: string, cookie: string | null) {
  const response = await fetch(portalUrl(url), { headers: { accept: "application/json", ...(cookie && { cookie }) }, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: text.startsWith("{") ? (JSON.parse(text) as { title?: string; errors?: { field: string; message: string }[] }) : null };
}

describe("GET /originate/[product]/[draftId]/preview/[kind]", () => {
  const unknownDraft = randomUUID();

  test("without a session, or by a role that does not originate: a pt-BR problem, nothing computed", async () => {
    const url = draftPreviewUrl({ product: "payroll", draftId: unknownDraft, kind: "plan" }, PLAN_FORM);
    const anonymous = await ask(url, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.type).toMatch(/application\/problem\+json/);
    expect(anonymous.body?.title).toBe("Sua sessão terminou. Entre novamente.");
    const forbidden = await ask(url, manager);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body?.title).toBe("Seu perfil não permite esta consulta.");
  });

  test("a form that is not one (missing, not JSON, too long) is refused before any draft is read", async () => {
    const base = `/originate/payroll/${unknownDraft}/preview/offers`;
    for (const url of [base, `${base}?form=%7Bnot-json`, `${base}?form=${encodeURIComponent(JSON.stringify({ terms: "x".repeat(2_100) }))}`, `${base}?form=%5B1%5D`]) {
      const answer = await ask(url, correspondent);
      expect(answer.status, url).toBe(400);
      expect(answer.body?.title, url).toBe("Revise os campos destacados.");
    }
  });

  test("a draft that is not the operator's, or no draft at all: 404, in the wizard's words", async () => {
    for (const draftId of [unknownDraft, "not-a-uuid"]) {
      const answer = await ask(draftPreviewUrl({ product: "fgts", draftId, kind: "fgts" }, { productId: PRODUCT_IDS.fgtsAnticipation }), correspondent);
      expect(answer.status, draftId).toBe(404);
      expect(answer.body?.title, draftId).toMatch(/^Rascunho não encontrado/);
    }
  });
});
