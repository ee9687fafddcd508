/**
 * The home page's figures against the real database, from operations the real tracker read over the real credit
 * API: what waits for the partner, what the pipeline or the desk carries, what settled this month, what is late,
 * and only in the operator's scope.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, expect, inject, test } from "vitest";
import type { OperationStatus } from "@/lib/contract";
import { createCreditClient, createTokenCache } from "@/lib/credit-client";
import { createTestPartner, insertPortfolio, type TestPartner } from "@/test/support/credit-portfolio";
import { testPrisma } from "@/test/integration/portal-session";
import type { SessionOperator } from "../auth/load-session-operator";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
  process.env.BOARD_ALERT_LIMITS = "Draft=1h";
});

async function trackPortfolio(partner: TestPartner, statuses: OperationStatus[]): Promise<string[]> {
  // Created a few seconds ago, so everything settled "this month" unless the test runs at midnight of the 1st.
  const ids = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses, createdAt: (index) => new Date(Date.now() - 10_000 + index * 100) });
  const tokenCache = createTokenCache();
  const { runTrackerTick } = await import("../tracker/run-tracker-tick");
  await runTrackerTick({
    owner: `teste-${randomUUID()}`,
    clientFor: async () => createCreditClient({ credential: { clientId: partner.clientId, clientSecret: partner.clientSecret }, tokenCache }),
    intervalSeconds: 0,
    leaseSeconds: 60,
    apiClientIds: [partner.clientId],
  });
  return ids;
}

function officerOf(partner: TestPartner): SessionOperator {
  return { id: randomUUID(), name: "Olga Teste", email: "olga@teste.demo", role: "officer", branchId: null, organizationId: partner.organizationId, branch: null, sessionRowId: randomUUID() };
}

test("an officer's home counts its organization's operations: waiting for the partner, carried by others, settled, late", async () => {
  const partner = await createTestPartner(testPrisma());
  const ids = await trackPortfolio(partner, ["Draft", "Draft", "Signatures", "ManualWarranty", "Finished", "Canceled"]);
  // One draft left untouched for two hours: past the one-hour limit.
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  await testPrisma().portalTrackedOperation.update({ where: { id: ids[0]! }, data: { statusSince: twoHoursAgo } });

  const { loadHome } = await import("./load-home");
  const home = await loadHome(officerOf(partner));
  expect(home.summary.needingAction).toBe(3);
  expect(home.summary.waiting).toBe(1);
  expect(home.summary.late).toBe(1);
  expect(home.summary.finishedThisMonth).toEqual({ count: 1, amountInCents: 300_000 });
  // Oldest first, the late one marked; final statuses and the desk's work are not the partner's to act on.
  expect(home.needingAction.map((row) => row.id)).toEqual([ids[0], ids[1], ids[2]]);
  expect(home.needingAction.map((row) => row.late)).toEqual([true, false, false]);
  expect(home.needingAction.every((row) => row.borrowerCpfMasked?.startsWith("***."))).toBe(true);
  // This officer has opened no wizard.
  expect(home.drafts).toEqual([]);
});

test("another organization's operations stay out of an officer's home", async () => {
  const mine = await createTestPartner(testPrisma());
  const theirs = await createTestPartner(testPrisma());
  await trackPortfolio(theirs, ["Draft", "Signatures", "Finished"]);
  const { loadHome } = await import("./load-home");
  const home = await loadHome(officerOf(mine));
  expect(home.summary).toEqual({ needingAction: 0, waiting: 0, finishedThisMonth: { count: 0, amountInCents: 0 }, late: 0 });
  expect(home.needingAction).toEqual([]);
});
