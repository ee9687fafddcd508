/**
 * The tracker against the real credit API over HTTP and the real database: call economy for a portfolio of
 * 1,000 open operations, idempotent readings, transitions recorded once with their reasons, two scanners on one
 * database, a scanner stopped mid-scan, and the creation hook and on-demand refresh. Each test has a partner of
 * its own (correspondent, credential, organization), so no other test's operations share its windows.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, test } from "vitest";
import type { OperationStatus } from "@/lib/contract";
import { createCreditClient, createTokenCache } from "@/lib/credit-client";
import { createTestPartner, insertPortfolio, moveCreditNote, type TestPartner } from "@/test/support/credit-portfolio";
import { testPrisma } from "@/test/integration/portal-session";
import { claimDueScan, LeaseLostError, renewLease } from "./scan-lease";
import { scanCredential } from "./scan-credential";
import { statusScanCalls } from "./scan-plan";
import type { CredentialClientFactory } from "./credential-client";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
});

interface CallLog {
  readonly paths: string[];
  readonly api: () => number;
}

/** A client factory over the real HTTP API that logs every upstream call (token requests apart). */
function countingClients(partner: TestPartner, options: { failAfter?: number } = {}): { clientFor: CredentialClientFactory; log: CallLog } {
  const paths: string[] = [];
  const tokenCache = createTokenCache();
  const clientFor: CredentialClientFactory = async (apiClientId) => {
    expect(apiClientId).toBe(partner.clientId);
    return createCreditClient({
      credential: { clientId: partner.clientId, clientSecret: partner.clientSecret },
      tokenCache,
      fetch: async (input, init) => {
        const url = new URL(input);
        if (url.pathname.startsWith("/v1/")) {
          if (options.failAfter !== undefined && paths.length >= options.failAfter) throw new Error("the scanner's process died");
          paths.push(`${init.method ?? "GET"} ${url.pathname}`);
        }
        return fetch(input, init);
      },
    });
  };
  return { clientFor, log: { paths, api: () => paths.length } };
}

async function tick(partner: TestPartner, clientFor: CredentialClientFactory, owner = `teste-${randomUUID()}`) {
  const { runTrackerTick } = await import("./run-tracker-tick");
  return runTrackerTick({ owner, clientFor, intervalSeconds: 0, leaseSeconds: 60, apiClientIds: [partner.clientId] });
}

async function trackerState(partner: TestPartner) {
  const db = testPrisma();
  const [versions] = await db.$queryRaw<[{ max: bigint | null; count: bigint }]>`
    SELECT max(version) AS max, count(*) AS count FROM portal_tracked_operation WHERE "apiClientId" = ${partner.clientId}`;
  const [transitions] = await db.$queryRaw<[{ count: bigint; duplicates: bigint }]>`
    SELECT count(*) AS count, count(*) - count(DISTINCT (transition."operationId", transition."toStatus", transition.at)) AS duplicates
    FROM portal_operation_transition AS transition JOIN portal_tracked_operation AS operation ON operation.id = transition."operationId"
    WHERE operation."apiClientId" = ${partner.clientId}`;
  return { maxVersion: Number(versions.max ?? 0), operations: Number(versions.count), transitions: Number(transitions.count), duplicates: Number(transitions.duplicates) };
}

/** 1,000 open operations over five statuses (250, 250, 200, 150, 150), interleaved in creation time. */
const CYCLE: OperationStatus[] = [
  ...Array<OperationStatus>(5).fill("Draft"),
  ...Array<OperationStatus>(5).fill("Signatures"),
  ...Array<OperationStatus>(4).fill("WarrantyRevision"),
  ...Array<OperationStatus>(3).fill("ManualWarranty"),
  ...Array<OperationStatus>(3).fill("PaymentRevision"),
];
const PORTFOLIO: OperationStatus[] = Array.from({ length: 1000 }, (_, index) => CYCLE[index % CYCLE.length]!);

describe("tracker scans", () => {
  let partner: TestPartner;
  let ids: string[];

  beforeAll(async () => {
    partner = await createTestPartner(testPrisma());
    ids = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: PORTFOLIO, borrowers: 25 });
  }, 120_000);

  test("the first scan discovers the credential's operations, attributed to its organization's only branch", async () => {
    const { clientFor, log } = countingClients(partner);
    const [report] = await tick(partner, clientFor);
    expect(report).toMatchObject({ inserted: 1000, statusCalls: 0, discoveryCalls: 10 });
    // 25 borrowers: one page of the correspondent's persons, not 25 GETs.
    expect(report!.borrowerCalls).toBe(1);
    expect(log.api()).toBe(report!.calls);
    const tracked = await testPrisma().portalTrackedOperation.findMany({ where: { apiClientId: partner.clientId } });
    expect(tracked).toHaveLength(1000);
    expect(new Set(tracked.map((row) => row.branchId))).toEqual(new Set([partner.branchIds[0]]));
    expect(tracked.every((row) => row.origin === "discovered" && row.operatorId === null && row.borrowerCpfMasked?.startsWith("***."))).toBe(true);
    // Two history entries per operation that left Draft, one for the others.
    const leftDraft = PORTFOLIO.filter((status) => status !== "Draft").length;
    expect((await trackerState(partner)).transitions).toBe(1000 + leftDraft);
  });

  test("a scan of 1,000 open operations makes Σ⌈open/100⌉ status calls plus one discovery call, and a repeated reading writes nothing", async () => {
    const before = await trackerState(partner);
    const open = PORTFOLIO.map((status, index) => ({ id: ids[index]!, status, createdAt: new Date() }));
    const bound = statusScanCalls(open) + 1;
    expect(bound).toBe(3 + 3 + 2 + 2 + 2 + 1);
    const { clientFor, log } = countingClients(partner);
    const [report] = await tick(partner, clientFor);
    expect(report).toMatchObject({ operationsRead: 1000, inserted: 0, changed: 0, transitions: 0, lookupCalls: 0, borrowerCalls: 0 });
    expect(report!.calls).toBe(bound);
    expect(log.api()).toBe(bound);
    expect(log.paths.every((path) => path === "GET /v1/CreditNote")).toBe(true);
    // Reading the same status again is not a transition and changes no version.
    expect(await trackerState(partner)).toEqual(before);
  });

  test("moves are recorded once each with their reasons; operations that moved where nothing else is open are looked up", async () => {
    const before = await trackerState(partner);
    const toSignatures = ids.filter((_, index) => PORTFOLIO[index] === "Draft").slice(0, 10);
    const toFinished = ids.filter((_, index) => PORTFOLIO[index] === "Signatures").slice(0, 30);
    for (const id of toSignatures) await moveCreditNote(testPrisma(), id, "Signatures", "Enviada e aprovada");
    for (const id of toFinished) await moveCreditNote(testPrisma(), id, "Finished", "Liquidação concluída");

    const { clientFor } = countingClients(partner);
    const [report] = await tick(partner, clientFor);
    expect(report).toMatchObject({ changed: 40, transitions: 40 });
    // The 30 now Finished (no open operation there) come from one window listing, not 30 GETs.
    expect(report!.lookupCalls).toBeGreaterThan(0);
    expect(report!.lookupCalls).toBeLessThan(30);
    const after = await trackerState(partner);
    expect(after.transitions - before.transitions).toBe(40);
    expect(after.duplicates).toBe(0);

    const moved = await testPrisma().portalOperationTransition.findFirstOrThrow({ where: { operationId: toFinished[0]!, toStatus: "Finished" } });
    expect(moved).toMatchObject({ fromStatus: "Signatures", reason: "Liquidação concluída", actor: "Desk" });
    const row = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: toFinished[0]! } });
    expect(row.status).toBe("Finished");
    expect(row.statusSince.getTime()).toBeLessThanOrEqual(moved.observedAt.getTime());

    // The same states read again: nothing recorded, no version taken.
    const again = await tick(partner, countingClients(partner).clientFor);
    expect(again[0]).toMatchObject({ changed: 0, transitions: 0 });
    expect(await trackerState(partner)).toEqual(after);
  });
});

describe("several scanners on one database", () => {
  test("two scanners at once: one scans the credential, the other finds it leased; nothing is recorded twice", async () => {
    const partner = await createTestPartner(testPrisma());
    const ids = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: Array(120).fill("Signatures"), borrowers: 5 });
    await tick(partner, countingClients(partner).clientFor);
    for (const id of ids.slice(0, 15)) await moveCreditNote(testPrisma(), id, "SignaturesValidation");
    const before = await trackerState(partner);

    const first = countingClients(partner);
    const second = countingClients(partner);
    const [a, b] = await Promise.all([tick(partner, first.clientFor, "instancia-a"), tick(partner, second.clientFor, "instancia-b")]);
    const reports = [...a, ...b];
    expect(reports).toHaveLength(1);
    expect(first.log.api() + second.log.api()).toBe(reports[0]!.calls);
    const after = await trackerState(partner);
    expect(after.transitions - before.transitions).toBe(15);
    expect(after.duplicates).toBe(0);
  });

  test("a scanner that dies mid-scan loses nothing: its lease expires, another completes the scan, no transition twice", async () => {
    const partner = await createTestPartner(testPrisma());
    // Interleaved in creation time: the two status windows cover the same period.
    const statuses: OperationStatus[] = Array.from({ length: 500 }, (_, index) => (index % 2 === 0 ? "InstrumentApproval" : "Signatures"));
    const ids = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses, borrowers: 5 });
    await tick(partner, countingClients(partner).clientFor);
    // Scans run by status name: InstrumentApproval's 3 pages, then Signatures'. The earliest operations that
    // reach Signatures are on its first page (read before the first scanner dies), the latest on its last
    // page, and the canceled ones are looked up at the very end (after it died).
    const instrument = ids.filter((_, index) => index % 2 === 0);
    const signatures = ids.filter((_, index) => index % 2 === 1);
    // (The first InstrumentApproval operation was created before the first Signatures one: outside its window.)
    for (const id of [...instrument.slice(1, 6), ...instrument.slice(-5)]) await moveCreditNote(testPrisma(), id, "Signatures", "Contrato emitido");
    const moved = signatures.slice(100, 105);
    for (const id of moved) await moveCreditNote(testPrisma(), id, "Canceled", "Cancelada pelo parceiro");
    const before = await trackerState(partner);

    // Instance A claims the credential with a short lease and dies after four listing pages (no release).
    const lease = { owner: "instancia-a", leaseSeconds: 2, prisma: testPrisma() };
    const claimed = await claimDueScan({ ...lease, intervalSeconds: 0, apiClientIds: [partner.clientId] });
    expect(claimed).not.toBeNull();
    const dying = countingClients(partner, { failAfter: 4 });
    const scan = scanCredential({
      apiClientId: partner.clientId,
      client: await dying.clientFor(partner.clientId),
      discoveredUntil: claimed!.discoveredUntil,
      startedAt: claimed!.startedAt,
      heartbeat: () => renewLease(partner.clientId, lease),
      prisma: testPrisma(),
    });
    await expect(scan).rejects.toThrow();
    const partial = await trackerState(partner);
    expect(partial.transitions - before.transitions).toBe(5);

    // B cannot take the credential while A's lease runs; once it expires, B completes the scan.
    const b = countingClients(partner);
    expect(await tick(partner, b.clientFor, "instancia-b")).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const [report] = await tick(partner, b.clientFor, "instancia-b");
    expect(report).toBeDefined();
    const after = await trackerState(partner);
    expect(after.transitions - before.transitions).toBe(15);
    expect(after.duplicates).toBe(0);
    const canceled = await testPrisma().portalTrackedOperation.count({ where: { id: { in: moved }, status: "Canceled" } });
    expect(canceled).toBe(5);
    expect(await testPrisma().portalTrackedOperation.count({ where: { id: { in: instrument }, status: "Signatures" } })).toBe(10);
    // A, were it still running, would notice at its next page and stop.
    await expect(renewLease(partner.clientId, lease)).rejects.toBeInstanceOf(LeaseLostError);
    const scanRow = await testPrisma().portalTrackerScan.findUniqueOrThrow({ where: { apiClientId: partner.clientId } });
    expect(scanRow).toMatchObject({ leaseOwner: null, lastError: null });
    expect(scanRow.discoveredUntil!.getTime()).toBeGreaterThan(claimed!.startedAt.getTime());
  }, 60_000);
});

describe("operations created in the portal and the operation on screen", () => {
  async function operator(branchId: string) {
    return testPrisma().user.create({
      data: { email: `teste-${randomUUID()}@portal.test`, name: "Operadora Origem", role: "correspondent", branchId, passwordHash: "scrypt$x" },
    });
  }

  test("a discovered operation is claimed by the creation hook: its branch and operator replace the organization-level attribution", async () => {
    const partner = await createTestPartner(testPrisma(), { branches: 2 });
    const [id] = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: ["Draft"], borrowers: 1 });
    await tick(partner, countingClients(partner).clientFor);
    const discovered = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: id! } });
    // Two branches share the organization (one correspondent): the API cannot tell which one created it.
    expect(discovered).toMatchObject({ origin: "discovered", branchId: null, organizationId: partner.organizationId, operatorId: null });

    const originator = await operator(partner.branchIds[1]!);
    const { trackCreatedOperation } = await import("./track-created-operation");
    const { clientFor, log } = countingClients(partner);
    const tracked = await trackCreatedOperation({ creditNote: { id: id! }, branchId: partner.branchIds[1]!, operatorId: originator.id, clientFor, prisma: testPrisma() });
    expect(tracked).toMatchObject({ origin: "portal", branch: { id: partner.branchIds[1] }, operator: { id: originator.id, name: "Operadora Origem" }, status: "Draft" });
    expect(log.paths).toEqual([`GET /v1/CreditNote/${id}`]);

    // Idempotent: a second call (the full operation at hand) changes nothing.
    const client = await clientFor(partner.clientId);
    const note = await client.call("getCreditNote", { params: { id: id! } });
    const again = await trackCreatedOperation({ creditNote: note, branchId: partner.branchIds[1]!, operatorId: originator.id, clientFor, prisma: testPrisma() });
    expect(again.version).toBe(tracked.version);
    expect(again.transitions).toHaveLength(1);
  });

  test("the operation on screen is read again once its reading is older than the limit, by one caller only", async () => {
    const partner = await createTestPartner(testPrisma());
    const [id] = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: ["InstrumentApproval"], borrowers: 1 });
    await tick(partner, countingClients(partner).clientFor);
    const { refreshTrackedOperation } = await import("./refresh-tracked-operation");

    const fresh = countingClients(partner);
    expect(await refreshTrackedOperation(id!, { maxAgeSeconds: 60, clientFor: fresh.clientFor, prisma: testPrisma() })).toMatchObject({ refreshed: false });
    expect(fresh.log.api()).toBe(0);

    await moveCreditNote(testPrisma(), id!, "Signatures", "Contrato emitido");
    await testPrisma().portalTrackedOperation.update({ where: { id: id! }, data: { lastSeenAt: new Date(Date.now() - 120_000) } });
    const viewers = countingClients(partner);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => refreshTrackedOperation(id!, { maxAgeSeconds: 60, clientFor: viewers.clientFor, prisma: testPrisma() })),
    );
    expect(viewers.log.paths).toEqual([`GET /v1/CreditNote/${id}`]);
    expect(results.filter((result) => result?.refreshed)).toHaveLength(1);
    const refreshed = results.find((result) => result?.refreshed)!.operation;
    expect(refreshed.status).toBe("Signatures");
    expect(refreshed.transitions.at(-1)).toMatchObject({ from: "InstrumentApproval", to: "Signatures", reason: "Contrato emitido" });
  });

  test("an operation the credential no longer sees is marked unreachable and left out of scans", async () => {
    const partner = await createTestPartner(testPrisma());
    const [id] = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: ["Draft"], borrowers: 1 });
    await tick(partner, countingClients(partner).clientFor);
    // Moved to another correspondent upstream: 403 for this credential.
    const other = await createTestPartner(testPrisma());
    await testPrisma().creditNote.update({ where: { id: id! }, data: { correspondentId: other.correspondentId } });
    const { clientFor } = countingClients(partner);
    const [report] = await tick(partner, clientFor);
    expect(report).toMatchObject({ unreachable: 1, lookupCalls: 1 });
    const row = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: id! } });
    expect(row.unreachableSince).not.toBeNull();
    const [next] = await tick(partner, countingClients(partner).clientFor);
    expect(next).toMatchObject({ statusCalls: 0, lookupCalls: 0 });
  });
});

describe("the start of the stay each transition ends (fromAt)", () => {
  /** The operation's recorded transitions in order: sequence, statuses, when, and the recorded start of the stay. */
  async function recorded(operationId: string) {
    return testPrisma().portalOperationTransition.findMany({
      where: { operationId },
      orderBy: { sequence: "asc" },
      select: { sequence: true, fromStatus: true, toStatus: true, at: true, fromAt: true },
    });
  }

  test("a scan records it for a new operation's whole history, for several moves read at once, and for a history read in pieces", async () => {
    const partner = await createTestPartner(testPrisma());
    const [draft, signed] = await insertPortfolio(testPrisma(), { correspondentId: partner.correspondentId, statuses: ["Draft", "Signatures"], borrowers: 1 });
    await tick(partner, countingClients(partner).clientFor);
    // Discovered with its two entries at once: Draft (the first, no stay before it), then Draft → Signatures.
    const first = await recorded(signed!);
    expect(first.map((row) => row.fromAt)).toEqual([null, first[0]!.at]);

    // Two moves of one operation between scans, one of the other: the next scan reads them together, and the first
    // of the new entries ends a stay that began at an entry recorded by the earlier scan.
    await moveCreditNote(testPrisma(), draft!, "CreditApproval", "Enviada para análise");
    await moveCreditNote(testPrisma(), draft!, "Signatures", "Aprovada");
    await moveCreditNote(testPrisma(), signed!, "SignaturesValidation", "Assinaturas recebidas");
    const [report] = await tick(partner, countingClients(partner).clientFor);
    expect(report).toMatchObject({ changed: 2, transitions: 3 });

    const moved = await recorded(draft!);
    expect(moved.map((row) => [row.sequence, row.fromStatus, row.toStatus])).toEqual([
      [1, null, "Draft"],
      [2, "Draft", "CreditApproval"],
      [3, "CreditApproval", "Signatures"],
    ]);
    expect(moved.map((row) => row.fromAt)).toEqual([null, moved[0]!.at, moved[1]!.at]);
    const next = await recorded(signed!);
    expect(next.map((row) => row.fromAt)).toEqual([null, next[0]!.at, next[1]!.at]);
    // Each stay began when upstream says the operation entered the status (the API gives whole seconds).
    const upstream = await testPrisma().creditNoteTransition.findMany({ where: { creditNoteId: draft! }, orderBy: { at: "asc" } });
    const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
    expect(moved.map((row) => (row.fromAt ? seconds(row.fromAt) : null))).toEqual([null, ...upstream.slice(0, -1).map((entry) => seconds(entry.at))]);
  });

  test("readings of one history in pieces chain onto what is recorded; an entry that does not follow its predecessor gets none", async () => {
    const partner = await createTestPartner(testPrisma());
    const { recordObservations } = await import("./record-observations");
    const id = randomUUID();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 12, minutes));
    const entry = (sequence: number, from: string | null, to: string, minutes: number) => ({ sequence, from, to, at: at(minutes), actor: "Pipeline", reason: null });
    const history = [
      entry(1, null, "Draft", 0),
      entry(2, "Draft", "CreditApproval", 5),
      entry(3, "CreditApproval", "Signatures", 30),
      // Upstream says it left WarrantyRevision, where no recorded entry took it: the stay's start is unknown.
      entry(4, "WarrantyRevision", "Signatures", 40),
      entry(5, "Signatures", "Finished", 90),
    ];
    const reading = (entries: number) => ({
      id,
      creditNoteNo: `FA${id.slice(0, 8)}`,
      productId: randomUUID(),
      productKind: "payroll" as const,
      amountInCents: 150_000n,
      personId: randomUUID(),
      status: history[entries - 1]!.to,
      statusSince: history[entries - 1]!.at,
      createdAt: at(0),
      updatedAt: history[entries - 1]!.at,
      deletedAt: null,
      cancelRequestedAt: null,
      history: history.slice(0, entries),
    });
    const options = {
      seenAt: new Date(),
      trackNew: () => ({ organizationId: partner.organizationId, branchId: partner.branchIds[0]!, operatorId: null, origin: "discovered" as const, apiClientId: partner.clientId }),
      prisma: testPrisma(),
    };
    expect(await recordObservations([reading(2)], options)).toMatchObject({ inserted: 1, transitions: 2 });
    expect(await recordObservations([reading(5)], options)).toMatchObject({ changed: 1, transitions: 3 });
    expect((await recorded(id)).map((row) => [row.sequence, row.fromAt])).toEqual([
      [1, null],
      [2, at(0)],
      [3, at(5)],
      [4, null],
      [5, at(40)],
    ]);
  });
});
