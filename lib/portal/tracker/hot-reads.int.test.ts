/**
 * The hot reader (issue 23) against the real credit API over HTTP and the real database: an operation submitted as
 * the wizard does goes through the pipeline (1 s stages in the test server) and the board's data shows every status
 * it passes; 500 hot operations never make a credential exceed its hourly call budget, over two simulated hours and
 * with two readers at once.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, onTestFinished, test } from "vitest";
import type { OperationStatus } from "@/lib/contract";
import { createCreditClient, createTokenCache } from "@/lib/credit-client";
import type { BoardPayload } from "@/lib/portal/board/board-types";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { demoPassword, portalUrl, signInOverHttp, testPrisma } from "@/test/integration/portal-session";
import { regularWorker } from "@/test/integration/registrations";
import { signAsBorrower, submitOperation } from "@/test/integration/signatures";
import { createTestPartner, insertPortfolio } from "@/test/support/credit-portfolio";
import type { CredentialClientFactory } from "./credential-client";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("hot reads of an operation in motion", () => {
  test("after the wizard's submission the board shows each status of the pipeline, read within the hot cadence", async () => {
    const { trackCreatedOperation } = await import("./track-created-operation");
    const { runHotReads } = await import("./run-hot-reads");
    const token = await tokenFor(centro);
    const worker = regularWorker(95);
    const branch = await testPrisma().portalBranch.findUniqueOrThrow({ where: { code: "centro-se" } });
    const operator = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" } });
    const signIn = await signInOverHttp("correspondente.se@centro.demo", demoPassword);
    const cookie = signIn.sessionCookie!;

    // The hot cadence at a test's pace: first gap 0.25 s (also for the mark the submission leaves), at most 0.5 s in
    // motion; stages last 1 s upstream.
    const savedFirst = process.env.TRACKER_HOT_FIRST_SECONDS;
    process.env.TRACKER_HOT_FIRST_SECONDS = "0.25";
    onTestFinished(() => {
      if (savedFirst === undefined) delete process.env.TRACKER_HOT_FIRST_SECONDS;
      else process.env.TRACKER_HOT_FIRST_SECONDS = savedFirst;
    });
    const cadence = { firstSeconds: 0.25, motionSeconds: 0.5, motionWindowSeconds: 60, intervalSeconds: 900 };

    // Submitted over the API, then recorded as the wizard's submission does: the board is right at once.
    const id = await submitOperation(token, worker, "payroll");
    const submitted = await callApi(token, "GET", `/v1/CreditNote/${id}`);
    const tracked = await trackCreatedOperation({ creditNote: submitted.body as never, branchId: branch.id, operatorId: operator.id, borrowerRegistrationNumber: worker.registrationNumber });
    expect(tracked.status).not.toBe("Draft");

    const boardStatus = async () => {
      // Final statuses show no rows until asked for (the board's "Mostrar"): ask for Finished, as a person would.
      const response = await fetch(portalUrl(`/board/data?q=${id}&show=Finished:50`), { headers: { cookie } });
      const payload = (await response.json()) as BoardPayload;
      return payload.rows.find((row) => row[0] === id)?.[3];
    };
    const shown: string[] = [];
    const note = (status: string | undefined) => {
      if (status && shown.at(-1) !== status) shown.push(status);
    };
    note(await boardStatus());

    let signed = false;
    const deadline = Date.now() + 90_000;
    // The longest time between two readings of the board: a status that lasted longer upstream must have been seen.
    let longestGap = 0;
    let lastRead = Date.now();
    while (shown.at(-1) !== "Finished") {
      if (Date.now() > deadline) throw new Error(`board showed ${shown.join(" → ")} only`);
      await runHotReads({ cadence, callsPerHour: 100_000, apiClientIds: [branch.apiClientId] });
      const status = await boardStatus();
      longestGap = Math.max(longestGap, Date.now() - lastRead);
      lastRead = Date.now();
      note(status);
      if (status === "Signatures" && !signed) {
        const signUrl = await callApi(token, "GET", `/v1/CreditNote/${id}/SignUrl`);
        const url = (signUrl.body as { signers: Array<{ url: string }> }).signers[0]!.url;
        expect((await signAsBorrower({ signPath: new URL(url).pathname, cpf: worker.registrationNumber })).status).toBe(200);
        signed = true;
      }
      await sleep(100);
    }

    const entries = ((await callApi(token, "GET", `/v1/CreditNote/${id}`)).body as { history: Array<{ to: string; at: string }> }).history;
    const history = entries.map((entry) => entry.to);
    const sinceSubmission = entries.slice(history.indexOf(tracked.status));
    // The board showed the statuses in the API's order, never one it did not pass through...
    const inOrder = sinceSubmission.map((entry) => entry.to);
    const positions = shown.map((status) => inOrder.indexOf(status));
    expect(positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!)), `${shown.join(" → ")}`).toBe(true);
    // ...and each status that stayed longer than the reader's longest gap (plus the cadence) was on it: on a quiet
    // machine that is every 1 s stage; on a loaded one the gap says which stages were too short to be seen.
    const stays = sinceSubmission.slice(0, -1).map((entry, index) => ({ status: entry.to, ms: Date.parse(sinceSubmission[index + 1]!.at) - Date.parse(entry.at) }));
    const mustShow = stays.filter((stay) => stay.ms > longestGap + cadence.motionSeconds * 1000).map((stay) => stay.status);
    expect(shown, `longest gap ${longestGap} ms; stays ${JSON.stringify(stays)}`).toEqual(expect.arrayContaining([...mustShow, "Finished"]));
    // Every transition was recorded once.
    const transitions = await testPrisma().portalOperationTransition.findMany({ where: { operationId: id }, orderBy: { sequence: "asc" } });
    expect(transitions.map((transition) => transition.toStatus)).toEqual(history);
    // Finished: handed back to the portfolio scan.
    expect((await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id } })).hotNextReadAt).toBeNull();
  }, 120_000);
});

describe("hot reader's call budget", () => {
  test("500 hot operations: never more than the budget in any hour, across two readers, oldest due first", async () => {
    const prisma = testPrisma();
    const partner = await createTestPartner(prisma);
    const statuses: OperationStatus[] = Array.from({ length: 500 }, (_, index) => (["CreditApproval", "Warranty", "InstrumentApproval", "WaitLiquidation"] as const)[index % 4]!);
    await insertPortfolio(prisma, { correspondentId: partner.correspondentId, statuses, borrowers: 25 });
    const { runTrackerTick } = await import("./run-tracker-tick");
    const { runHotReads } = await import("./run-hot-reads");

    let virtual = 0;
    const calls: number[] = [];
    const tokenCache = createTokenCache();
    const clientFor: CredentialClientFactory = async () =>
      createCreditClient({
        credential: { clientId: partner.clientId, clientSecret: partner.clientSecret },
        tokenCache,
        fetch: (input, init) => {
          if (new URL(input).pathname.startsWith("/v1/")) calls.push(virtual);
          return fetch(input, init);
        },
      });
    // The first scan finds them in statuses that move on their own: all 500 become hot.
    await runTrackerTick({ owner: `teste-${randomUUID()}`, clientFor, intervalSeconds: 0, apiClientIds: [partner.clientId], prisma });
    expect(await prisma.portalTrackedOperation.count({ where: { apiClientId: partner.clientId, hotNextReadAt: { not: null } } })).toBe(500);
    calls.length = 0;

    // Two simulated hours in 30 s ticks, two readers per tick (as two instances would).
    const budget = 120;
    const start = Date.now() + 60_000;
    let reads = 0;
    for (virtual = 0; virtual < 7200; virtual += 30) {
      const now = () => new Date(start + virtual * 1000);
      const reports = await Promise.all([0, 1].map(() => runHotReads({ clientFor, now, callsPerHour: budget, apiClientIds: [partner.clientId], prisma })));
      for (const report of reports.flat()) reads += report.reads;
    }
    for (const at of calls) expect(calls.filter((other) => other > at - 3600 && other <= at).length).toBeLessThanOrEqual(budget);
    expect(calls.filter((at) => at < 3600).length).toBe(budget);
    expect(calls.length).toBeLessThanOrEqual(2 * budget);
    expect(calls.length).toBeGreaterThan(budget);
    // One call per claimed reading: the two readers never claimed one operation twice, nor spent past the budget.
    expect(reads).toBe(calls.length);
    // The most overdue first: no operation was read twice while others waited for their first reading.
    expect(await prisma.portalTrackedOperation.count({ where: { apiClientId: partner.clientId, hotStep: { gt: 1 } } })).toBe(0);
  }, 120_000);
});
