import type { CreditNote, OperationStatus } from "@/lib/contract";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { FINAL_STATUSES, isOperationStatus } from "../operations/operation-status";
import { creatingBranch } from "../access/creating-branch";
import { attributeDiscovery, type Attribution } from "./discovery-attribution";
import { observeCreditNote, type OperationObservation } from "./operation-observation";
import { recordObservations, type NewOperationTracking } from "./record-observations";
import { resolveBorrowers } from "./resolve-borrowers";
import { lookUpOneByOne, PAGE_SIZE, planStatusScans, toApiDateTime, type OpenOperationRef } from "./scan-plan";

/**
 * Operations created by other channels are looked for from a little before the last scan: an operation whose
 * creation committed just after that scan's listing, or a clock a little off between the portal and the API.
 */
export const DISCOVERY_OVERLAP_MS = 2 * 60_000;

export interface ScanCredentialOptions {
  readonly apiClientId: string;
  /** The credential's client; the caller counts its calls if it wants to. */
  readonly client: CreditClient;
  /** Creation time up to which operations of other channels were already looked for (null: never). */
  readonly discoveredUntil: Date | null;
  /** The scan's start (the database's clock): the next discovery watermark. */
  readonly startedAt: Date;
  /** Called after every page: renews the lease (and throws when it is lost, which stops the scan). */
  readonly heartbeat?: () => Promise<void>;
  readonly now?: () => Date;
  readonly prisma?: PrismaClient;
}

export interface ScanReport {
  readonly apiClientId: string;
  /** Listings by status (pages). */
  readonly statusCalls: number;
  /** Listings of operations created since the last discovery (pages). */
  readonly discoveryCalls: number;
  /** Lookups of operations that left their status unseen (window pages or GETs). */
  readonly lookupCalls: number;
  /** Borrower lookups for newly tracked operations. */
  readonly borrowerCalls: number;
  readonly calls: number;
  readonly operationsRead: number;
  readonly inserted: number;
  readonly changed: number;
  readonly transitions: number;
  readonly unreachable: number;
}

/**
 * One scan of one credential, the spec's processing pattern:
 * 1. `GET /v1/CreditNote?status=S&initialDate&finalDate` for each status S where the credential's operations
 *    are open, over their creation window, 100 per page;
 * 2. one discovery listing of what the correspondent created since the last discovery (other channels);
 * 3. operations expected in a status and met nowhere are looked up (window listing or GET by id, fewer calls).
 * Every page is recorded as it arrives (a restart loses nothing and replays nothing twice); only a completed
 * scan moves the discovery watermark (the caller stores `startedAt`).
 */
export async function scanCredential(options: ScanCredentialOptions): Promise<ScanReport> {
  const prisma = options.prisma ?? getPrisma();
  const now = options.now ?? (() => new Date());
  const counts = { status: 0, discovery: 0, lookup: 0, borrower: 0, read: 0, inserted: 0, changed: 0, transitions: 0, unreachable: 0 };
  const seen = new Set<string>();
  const attribution = await discoveryAttribution(prisma, options.apiClientId);
  const trackNew = (): NewOperationTracking | null =>
    attribution && { ...attribution, operatorId: null, origin: "discovered", apiClientId: options.apiClientId };

  const record = async (notes: readonly CreditNote[]) => {
    const observations = notes.map(observeCreditNote);
    const borrowerClient = countingClient(options.client, () => (counts.borrower += 1));
    const fresh = await newPersonIds(prisma, observations);
    const borrowers = fresh.length > 0 ? await resolveBorrowers(borrowerClient, fresh, prisma) : undefined;
    // An operation a portal wizard created whose creation hook did not run (a failure, an older version) is
    // still the draft's: its branch and operator, not the organization's.
    const fromDrafts = await draftAttributions(prisma, observations.map((observation) => observation.id), options.apiClientId);
    const fromCreators = await creatorAttributions(prisma, notes);
    const attributed = (observation: { id: string }) => fromDrafts.get(observation.id) ?? fromCreators.get(observation.id) ?? trackNew();
    const outcome = await recordObservations(observations, { seenAt: now(), trackNew: attributed, ...(borrowers && { borrowers }), prisma });
    for (const note of notes) seen.add(note.id);
    counts.read += notes.length;
    counts.inserted += outcome.inserted;
    counts.changed += outcome.changed;
    counts.transitions += outcome.transitions;
    await options.heartbeat?.();
  };

  const open = await openOperations(prisma, options.apiClientId);
  for (const scan of planStatusScans(open)) {
    await listAllPages(options.client, { status: scan.status as OperationStatus, initialDate: scan.initialDate, finalDate: scan.finalDate }, async (notes) => {
      counts.status += 1;
      await record(notes);
    });
  }

  const discoverFrom = options.discoveredUntil ? toApiDateTime(new Date(options.discoveredUntil.getTime() - DISCOVERY_OVERLAP_MS)) : undefined;
  await listAllPages(options.client, discoverFrom ? { initialDate: discoverFrom } : {}, async (notes) => {
    counts.discovery += 1;
    await record(notes);
  });

  // Expected somewhere and met nowhere: moved to a status nobody else is in, or deleted. Another instance's scan
  // of another credential may have read them meanwhile (same correspondent): those need no call.
  const unmet = open.filter((operation) => !seen.has(operation.id));
  const stillUnmet = await notSeenSince(prisma, unmet, options.startedAt);
  await lookUpMissing(options.client, stillUnmet, {
    onCall: () => (counts.lookup += 1),
    record,
    markUnreachable: async (ids) => {
      counts.unreachable += ids.length;
      await prisma.portalTrackedOperation.updateMany({ where: { id: { in: ids }, unreachableSince: null }, data: { unreachableSince: now() } });
    },
  });

  const calls = counts.status + counts.discovery + counts.lookup + counts.borrower;
  return {
    apiClientId: options.apiClientId,
    statusCalls: counts.status,
    discoveryCalls: counts.discovery,
    lookupCalls: counts.lookup,
    borrowerCalls: counts.borrower,
    calls,
    operationsRead: counts.read,
    inserted: counts.inserted,
    changed: counts.changed,
    transitions: counts.transitions,
    unreachable: counts.unreachable,
  };
}

/** The credential's open operations: not final, not deleted, still reachable. */
async function openOperations(prisma: PrismaClient, apiClientId: string): Promise<OpenOperationRef[]> {
  const rows = await prisma.portalTrackedOperation.findMany({
    where: { apiClientId, status: { notIn: [...FINAL_STATUSES] }, deletedAt: null, unreachableSince: null },
    select: { id: true, status: true, upstreamCreatedAt: true },
  });
  // Statuses come from the API's enum; one this portal does not know (a newer contract) cannot be filtered on.
  return rows.filter((row) => isOperationStatus(row.status)).map((row) => ({ id: row.id, status: row.status, createdAt: row.upstreamCreatedAt }));
}

/** The portal drafts that created some of these operations: their branch and operator. */
async function draftAttributions(prisma: PrismaClient, ids: readonly string[], apiClientId: string): Promise<Map<string, NewOperationTracking>> {
  if (ids.length === 0) return new Map();
  const drafts = await prisma.portalOriginationDraft.findMany({
    where: { creditNoteId: { in: [...ids] } },
    select: { creditNoteId: true, operatorId: true, branch: { select: { id: true, organizationId: true } } },
  });
  return new Map(
    drafts.map((draft) => [
      draft.creditNoteId ?? "",
      { organizationId: draft.branch.organizationId, branchId: draft.branch.id, operatorId: draft.operatorId, origin: "portal" as const, apiClientId },
    ]),
  );
}

/**
 * Branch at first sight: an operation created by another channel with a branch's credential belongs to that branch
 * (the API's `createdByClientId` names the credential), followed with that credential. Operations whose creator
 * the API does not name, or whose credential several branches share, keep the scanning credential's attribution.
 */
async function creatorAttributions(prisma: PrismaClient, notes: readonly CreditNote[]): Promise<Map<string, NewOperationTracking>> {
  const attributions = new Map<string, NewOperationTracking>();
  const byClient = new Map<string, Awaited<ReturnType<typeof creatingBranch>>>();
  for (const note of notes) {
    const clientId = note.createdByClientId;
    if (!clientId) continue;
    if (!byClient.has(clientId)) byClient.set(clientId, await creatingBranch(prisma, clientId));
    const branch = byClient.get(clientId);
    if (!branch) continue;
    attributions.set(note.id, { organizationId: branch.organizationId, branchId: branch.id, operatorId: null, origin: "discovered", apiClientId: branch.apiClientId });
  }
  return attributions;
}

async function discoveryAttribution(prisma: PrismaClient, apiClientId: string): Promise<Attribution | null> {
  const branches = await prisma.portalBranch.findMany({
    where: { apiClientId },
    select: { id: true, organizationId: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const first = branches[0];
  if (!first) return null;
  const organizationBranches = await prisma.portalBranch.count({ where: { organizationId: first.organizationId } });
  return attributeDiscovery(branches, organizationBranches);
}

/** Person ids of readings not tracked yet (only new operations need a borrower key). */
async function newPersonIds(prisma: PrismaClient, observations: readonly OperationObservation[]): Promise<string[]> {
  if (observations.length === 0) return [];
  const tracked = await prisma.portalTrackedOperation.findMany({
    where: { id: { in: observations.map((observation) => observation.id) } },
    select: { id: true, borrowerCpfHash: true },
  });
  const complete = new Set(tracked.filter((row) => row.borrowerCpfHash !== null).map((row) => row.id));
  return observations.filter((observation) => !complete.has(observation.id)).map((observation) => observation.personId);
}

async function notSeenSince(prisma: PrismaClient, operations: readonly OpenOperationRef[], since: Date): Promise<OpenOperationRef[]> {
  if (operations.length === 0) return [];
  const fresh = await prisma.portalTrackedOperation.findMany({
    where: { id: { in: operations.map((operation) => operation.id) }, lastSeenAt: { gte: since } },
    select: { id: true },
  });
  const seen = new Set(fresh.map((row) => row.id));
  return operations.filter((operation) => !seen.has(operation.id));
}

type ListQuery = { status?: CreditNote["status"]; initialDate?: string; finalDate?: string };

/** Every page of a listing, in order, each handed over as it arrives. */
async function listAllPages(client: CreditClient, query: ListQuery, onPage: (notes: CreditNote[]) => Promise<void>): Promise<void> {
  for (let page = 1; ; page += 1) {
    const listing = await client.call("listCreditNotes", { query: { ...query, page, size: PAGE_SIZE } });
    await onPage(listing.data);
    if (page >= listing.totalPages) return;
  }
}

interface LookupHooks {
  readonly onCall: () => void;
  readonly record: (notes: readonly CreditNote[]) => Promise<void>;
  readonly markUnreachable: (ids: string[]) => Promise<void>;
}

/** Finds the unmet operations by window listing or one by one, whichever costs fewer calls (see scan-plan). */
async function lookUpMissing(client: CreditClient, unmet: readonly OpenOperationRef[], hooks: LookupHooks): Promise<void> {
  const missing = new Map(unmet.map((operation) => [operation.id, operation]));
  if (missing.size === 0) return;
  const times = unmet.map((operation) => operation.createdAt.getTime());
  const window = { initialDate: toApiDateTime(new Date(Math.min(...times))), finalDate: toApiDateTime(new Date(Math.max(...times))) };
  let pagesLeft: number | null = null;
  for (let page = 1; !lookUpOneByOne(missing.size, pagesLeft) && (pagesLeft === null || pagesLeft > 0); page += 1) {
    if (missing.size === 0) return;
    hooks.onCall();
    const listing = await client.call("listCreditNotes", { query: { ...window, page, size: PAGE_SIZE } });
    for (const note of listing.data) missing.delete(note.id);
    await hooks.record(listing.data);
    pagesLeft = Math.max(0, listing.totalPages - page);
  }
  // Listings leave deleted operations out: those (and the rest) are read one by one.
  const unreachable: string[] = [];
  for (const id of missing.keys()) {
    hooks.onCall();
    try {
      await hooks.record([await client.call("getCreditNote", { params: { id } })]);
    } catch (error) {
      if (isCreditApiError(error) && (error.kind === "not-found" || error.kind === "forbidden")) unreachable.push(id);
      else throw error;
    }
  }
  if (unreachable.length > 0) await hooks.markUnreachable(unreachable);
}

/** The same client, with `onCall` before each call (borrower lookups are counted apart). */
function countingClient(client: CreditClient, onCall: () => void): CreditClient {
  return {
    baseUrl: client.baseUrl,
    authenticate: () => client.authenticate(),
    uploadFile: (upload) => client.uploadFile(upload),
    downloadFile: (id) => client.downloadFile(id),
    call: ((operationId: never, ...args: never[]) => {
      onCall();
      return (client.call as (...all: unknown[]) => unknown)(operationId, ...args);
    }) as CreditClient["call"],
  };
}
