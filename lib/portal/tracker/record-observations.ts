import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { BorrowerKey } from "./borrower-search-key";
import type { Attribution } from "./discovery-attribution";
import { markHot } from "./hot-marks";
import { compareObservation, stayStart, type OperationObservation, type StoredState } from "./operation-observation";

/**
 * Every write that changes what the board shows takes this transaction-scoped advisory lock first, and takes a
 * new `version` inside it: versions therefore become visible in the order they were taken, and a board that saw
 * version N has seen every change up to N.
 */
export const TRACKER_VERSION_LOCK = 1_407_140_001;

/** How a new operation is attributed, and with which credential it will be followed. */
export interface NewOperationTracking extends Attribution {
  readonly operatorId: string | null;
  readonly origin: "portal" | "discovered";
  readonly apiClientId: string;
}

export interface RecordOptions {
  /** When the readings were taken (becomes `lastSeenAt`). */
  readonly seenAt: Date;
  /** For operations not tracked yet: their attribution, or null to leave them out. */
  readonly trackNew: (observation: OperationObservation) => NewOperationTracking | null;
  /** Borrower keys by person id, for new operations (missing: no CPF search for now). */
  readonly borrowers?: ReadonlyMap<string, BorrowerKey>;
  /** Creation through the portal: this attribution replaces whatever a scan recorded before. */
  readonly claim?: NewOperationTracking;
  /**
   * The readings are the API's answers to the portal's own actions: the operations become hot (read again soon,
   * hot-schedule.ts) whatever their status. Otherwise only those that changed into a status that moves on its own
   * (or were hot already) do.
   */
  readonly acted?: boolean;
  readonly prisma?: PrismaClient;
}

export interface RecordOutcome {
  readonly inserted: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly stale: number;
  readonly transitions: number;
  /** Ids of the readings that were not tracked and were left out (no attribution). */
  readonly ignored: readonly string[];
}

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

const STORED_FIELDS = {
  id: true,
  status: true,
  statusSince: true,
  upstreamUpdatedAt: true,
  historyCount: true,
  deletedAt: true,
  cancelRequestedAt: true,
  unreachableSince: true,
  origin: true,
} as const;

type StoredRow = StoredState & { id: string; origin: "portal" | "discovered" };

/**
 * Applies readings of operations to the tracker. Reading the same state twice writes nothing but `lastSeenAt`;
 * a new status, deletion or cancel request updates the record under a new version; every history entry not yet
 * recorded becomes one transition row (unique per operation and position, so a replay inserts nothing); an
 * older reading than the stored one is ignored.
 */
export async function recordObservations(observations: readonly OperationObservation[], options: RecordOptions): Promise<RecordOutcome> {
  const prisma = options.prisma ?? getPrisma();
  const latest = latestPerOperation(observations);
  if (latest.length === 0) return { inserted: 0, changed: 0, unchanged: 0, stale: 0, transitions: 0, ignored: [] };
  const ids = latest.map((observation) => observation.id);

  // A first look without the lock: most readings of a scan change nothing, and those need no lock at all.
  const before = await loadStored(prisma, ids);
  const needsWrite = latest.filter((observation) => {
    const stored = before.get(observation.id);
    return !stored || options.claim !== undefined || compareObservation(stored, observation) === "changed";
  });

  let inserted = 0;
  let changed = 0;
  let transitions = 0;
  const ignored: string[] = [];
  const moved: string[] = [];
  if (needsWrite.length > 0) {
    await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRACKER_VERSION_LOCK})`;
      const stored = await loadStored(tx, needsWrite.map((observation) => observation.id));
      const fresh: Array<{ observation: OperationObservation; tracking: NewOperationTracking }> = [];
      const entries: TransitionRow[] = [];
      for (const observation of needsWrite) {
        const current = stored.get(observation.id);
        if (!current) {
          const tracking = options.claim ?? options.trackNew(observation);
          if (tracking) fresh.push({ observation, tracking });
          else ignored.push(observation.id);
          continue;
        }
        const stateChanged = compareObservation(current, observation) === "changed";
        if (!stateChanged && !options.claim) continue;
        await updateOperation(tx, observation, stateChanged, options);
        if (stateChanged) {
          entries.push(...transitionRows(observation, current.historyCount, options.seenAt));
          moved.push(observation.id);
        }
        changed += 1;
      }
      if (fresh.length > 0) {
        await tx.portalTrackedOperation.createMany({ data: fresh.map(({ observation, tracking }) => newRow(observation, tracking, options)) });
        for (const { observation } of fresh) {
          entries.push(...transitionRows(observation, 0, options.seenAt));
          moved.push(observation.id);
        }
        inserted = fresh.length;
      }
      if (entries.length > 0) transitions = (await tx.portalOperationTransition.createMany({ data: entries, skipDuplicates: true })).count;
    });
  }

  // Everything read is confirmed as seen now (no version: nothing the board shows changed).
  await prisma.$executeRaw`
    UPDATE portal_tracked_operation SET "lastSeenAt" = ${options.seenAt}
    WHERE id = ANY(${ids}::uuid[]) AND "lastSeenAt" < ${options.seenAt}`;

  const tracked = ids.filter((id) => !ignored.includes(id));
  await markHot(prisma, options.acted ? tracked : moved, { acted: options.acted === true });

  const unchanged = latest.length - needsWrite.length;
  const stale = latest.filter((observation) => {
    const stored = before.get(observation.id);
    return stored !== undefined && compareObservation(stored, observation) === "stale";
  }).length;
  return { inserted, changed, unchanged, stale, transitions, ignored };
}

/** A page may list an operation twice (it moved between two pages): keep the newest reading of each. */
function latestPerOperation(observations: readonly OperationObservation[]): OperationObservation[] {
  const byId = new Map<string, OperationObservation>();
  for (const observation of observations) {
    const known = byId.get(observation.id);
    if (!known || observation.updatedAt >= known.updatedAt) byId.set(observation.id, observation);
  }
  return [...byId.values()];
}

async function loadStored(db: PrismaClient | Tx, ids: readonly string[]): Promise<Map<string, StoredRow>> {
  const rows = await db.portalTrackedOperation.findMany({ where: { id: { in: [...ids] } }, select: STORED_FIELDS });
  return new Map(rows.map((row) => [row.id, row]));
}

function newRow(observation: OperationObservation, tracking: NewOperationTracking, options: RecordOptions) {
  const borrower = options.borrowers?.get(observation.personId);
  return {
    id: observation.id,
    creditNoteNo: observation.creditNoteNo,
    productId: observation.productId,
    productKind: observation.productKind,
    amountInCents: observation.amountInCents,
    personId: observation.personId,
    borrowerCpfMasked: borrower?.cpfMasked ?? null,
    borrowerCpfHash: borrower?.cpfHash ?? null,
    organizationId: tracking.organizationId,
    branchId: tracking.branchId,
    operatorId: tracking.operatorId,
    origin: tracking.origin,
    apiClientId: tracking.apiClientId,
    status: observation.status,
    statusSince: observation.statusSince,
    upstreamCreatedAt: observation.createdAt,
    upstreamUpdatedAt: observation.updatedAt,
    historyCount: observation.history.length,
    deletedAt: observation.deletedAt,
    cancelRequestedAt: observation.cancelRequestedAt,
    lastSeenAt: options.seenAt,
  };
}

async function updateOperation(tx: Tx, observation: OperationObservation, stateChanged: boolean, options: RecordOptions): Promise<void> {
  const borrower = options.borrowers?.get(observation.personId);
  const claim = options.claim;
  if (stateChanged) {
    await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        status = ${observation.status},
        "statusSince" = ${observation.statusSince},
        "upstreamUpdatedAt" = ${observation.updatedAt},
        "historyCount" = ${observation.history.length},
        "deletedAt" = ${observation.deletedAt},
        "cancelRequestedAt" = ${observation.cancelRequestedAt},
        "unreachableSince" = NULL,
        "lastSeenAt" = ${options.seenAt},
        version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${observation.id}::uuid`;
  }
  if (claim) {
    await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        origin = 'portal', "organizationId" = ${claim.organizationId}::uuid, "branchId" = ${claim.branchId}::uuid,
        "operatorId" = ${claim.operatorId}::uuid, "apiClientId" = ${claim.apiClientId},
        version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${observation.id}::uuid
        AND (origin, "organizationId", "branchId", "operatorId", "apiClientId")
          IS DISTINCT FROM ('portal', ${claim.organizationId}::uuid, ${claim.branchId}::uuid, ${claim.operatorId}::uuid, ${claim.apiClientId})`;
  }
  if (borrower) {
    await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        "borrowerCpfMasked" = ${borrower.cpfMasked}, "borrowerCpfHash" = ${borrower.cpfHash},
        version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${observation.id}::uuid AND "borrowerCpfHash" IS NULL`;
  }
}

interface TransitionRow {
  operationId: string;
  sequence: number;
  fromStatus: string | null;
  toStatus: string;
  at: Date;
  fromAt: Date | null;
  actor: string | null;
  reason: string | null;
  observedAt: Date;
}

/**
 * History entries past those already recorded; the unique (operation, sequence) makes a replay a no-op. Each row
 * carries the start of the stay it ends (`fromAt`): the reading holds the whole history, so the previous entry is at
 * hand even when it was recorded by an earlier reading.
 */
function transitionRows(observation: OperationObservation, recorded: number, observedAt: Date): TransitionRow[] {
  return observation.history
    .map((entry, index) => ({ entry, previous: index > 0 ? observation.history[index - 1] : undefined }))
    .filter(({ entry }) => entry.sequence > recorded)
    .map(({ entry, previous }) => ({
      operationId: observation.id,
      sequence: entry.sequence,
      fromStatus: entry.from,
      toStatus: entry.to,
      at: entry.at,
      fromAt: stayStart(entry, previous),
      actor: entry.actor,
      reason: entry.reason,
      observedAt,
    }));
}
