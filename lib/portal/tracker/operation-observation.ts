/**
 * One reading of an operation from the credit API, reduced to what the tracker keeps. Pure: the scanner, the
 * on-demand refresh and the creation hook all map the API's `CreditNote` through here.
 */
import type { CreditNote } from "@/lib/contract";
import type { ProductKind } from "../board/alert-limits";

export interface ObservedTransition {
  /** 1-based position in the API's `history`: what makes a transition unique per operation. */
  readonly sequence: number;
  readonly from: string | null;
  readonly to: string;
  readonly at: Date;
  readonly actor: string | null;
  readonly reason: string | null;
}

export interface OperationObservation {
  readonly id: string;
  readonly creditNoteNo: string;
  readonly productId: string;
  readonly productKind: ProductKind;
  readonly amountInCents: bigint;
  readonly personId: string;
  readonly status: string;
  readonly statusSince: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
  readonly cancelRequestedAt: Date | null;
  readonly history: readonly ObservedTransition[];
}

export function observeCreditNote(note: CreditNote): OperationObservation {
  const history = note.history.map((entry, index) => ({
    sequence: index + 1,
    from: entry.from ?? null,
    to: entry.to,
    at: new Date(entry.at),
    actor: entry.actor ?? null,
    reason: entry.reason ?? null,
  }));
  return {
    id: note.id,
    creditNoteNo: note.creditNoteNo,
    productId: note.productId,
    productKind: String(note.amortization.amortizationType).toLowerCase() === "fgts" ? "fgts" : "payroll",
    amountInCents: BigInt(note.amortization.requestedAmount),
    personId: note.personId,
    status: note.status,
    statusSince: new Date(note.statusSince),
    createdAt: new Date(note.createdAt),
    updatedAt: new Date(note.updatedAt),
    deletedAt: note.deleted ? new Date(note.deletedAt ?? note.updatedAt) : null,
    cancelRequestedAt: note.cancelRequestedAt ? new Date(note.cancelRequestedAt) : null,
    history,
  };
}

/**
 * When the stay that `entry` ends began: the instant of the entry before it, if that one entered the status `entry`
 * leaves (null for the first entry, or a history whose entries do not chain).
 */
export function stayStart(entry: ObservedTransition, previous: ObservedTransition | undefined): Date | null {
  return previous !== undefined && entry.from !== null && previous.to === entry.from ? previous.at : null;
}

/** What a stored record needs to tell whether a reading changes it. */
export interface StoredState {
  readonly status: string;
  readonly statusSince: Date;
  readonly upstreamUpdatedAt: Date;
  readonly historyCount: number;
  readonly deletedAt: Date | null;
  readonly cancelRequestedAt: Date | null;
  readonly unreachableSince: Date | null;
}

/**
 * `stale`: an older reading than the one stored (a slower concurrent call); never applied.
 * `same`: nothing the tracker keeps has changed: reading the same status twice is not a transition.
 * `changed`: apply it (new status, new history entries, deletion, cancel request, or reachable again).
 */
export function compareObservation(stored: StoredState, observed: OperationObservation): "stale" | "same" | "changed" {
  if (observed.updatedAt.getTime() < stored.upstreamUpdatedAt.getTime()) return "stale";
  if (observed.history.length < stored.historyCount) return "stale";
  const same =
    stored.status === observed.status &&
    stored.statusSince.getTime() === observed.statusSince.getTime() &&
    stored.historyCount === observed.history.length &&
    sameInstant(stored.deletedAt, observed.deletedAt) &&
    sameInstant(stored.cancelRequestedAt, observed.cancelRequestedAt) &&
    stored.unreachableSince === null;
  return same ? "same" : "changed";
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return a === null || b === null ? a === b : a.getTime() === b.getTime();
}
