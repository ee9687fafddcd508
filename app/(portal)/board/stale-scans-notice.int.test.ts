/**
 * The board page over HTTP says when a credential's portfolio may be out of date: a branch whose credential's last
 * successful scan is older than twice the scan interval shows the notice with that time; a fresh scan shows none.
 * The branch and its credential are this file's own (no tracker or other test writes that scan row).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { createTestOperator, getPage, sessionFor, testPrisma } from "@/test/integration/portal-session";

const NOTICE = "O painel pode estar desatualizado";
let apiClientId: string;
let branchName: string;
let cookie: string;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  const db = testPrisma();
  const se = await db.portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } });
  const suffix = randomUUID().slice(0, 8);
  apiClientId = `teste-varredura-${suffix}`;
  branchName = `Agência Varredura ${suffix}`;
  const code = `varredura-${suffix}`;
  // The board reads only the store: the credential's secret is never used here.
  await db.portalBranch.create({ data: { organizationId: se.organizationId, name: branchName, code, apiClientId, apiClientSecretEncrypted: se.apiClientSecretEncrypted } });
  cookie = await sessionFor(await createTestOperator("correspondent", code));
}, 60_000);

afterAll(async () => {
  await testPrisma().portalTrackerScan.deleteMany({ where: { apiClientId } });
});

/** The HTML without React's text separators. */
const text = (html: string) => html.replaceAll("<!-- -->", "");

async function scanned(lastSucceededAt: Date | null, lastError: string | null) {
  const row = { lastStartedAt: new Date(), lastFinishedAt: new Date(), lastSucceededAt, lastError };
  await testPrisma().portalTrackerScan.upsert({ where: { apiClientId }, create: { apiClientId, ...row }, update: row });
}

test("a credential whose last successful scan is old: the board names the branch and when it last read it", async () => {
  // A day is far beyond twice the scan interval (TRACKER_SCAN_SECONDS, 15 min by default).
  await scanned(new Date(Date.now() - 86_400_000), "credit API listCreditNotes: timeout");
  const page = await getPage("/board", cookie);
  expect(page.status).toBe(200);
  expect(page.html).toContain(NOTICE);
  expect(text(page.html)).toContain(`${branchName}: última leitura completa em`);
});

test("a scan tried but never completed: the notice says so", async () => {
  await scanned(null, "credit API issueToken: network");
  const page = await getPage("/board", cookie);
  expect(page.html).toContain(NOTICE);
  expect(page.html).toContain("nenhuma leitura completa ainda");
});

test("a fresh successful scan: no notice", async () => {
  await scanned(new Date(), null);
  const page = await getPage("/board", cookie);
  expect(page.status).toBe(200);
  expect(page.html).toContain("Painel de operações");
  expect(page.html).not.toContain(NOTICE);
});
