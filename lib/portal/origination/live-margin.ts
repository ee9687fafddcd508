/**
 * The borrower's free margin as it stands now (issue 23): a margin query is answered again unchanged for its whole
 * cache window, so the operations of the borrower that reserved margin after it (endorsement: entering
 * `MarginReserveApproval`, spec "States and transitions") are taken from it here, with the largest installment of
 * their plan (what the employer reserves). A reserve released since (cancel, disapproval, return for revision)
 * takes nothing; a reserve made before the query is already in it. Pure: the wizard's server code reads the
 * borrower's operations (the ones the API shows this credential) and calls this.
 */
import type { CreditNote, FreeMargin, OperationStatus } from "@/lib/contract";
import { largestInstallmentInCents } from "@/lib/finance";

const RESERVES: OperationStatus = "MarginReserveApproval";
const RELEASES: readonly OperationStatus[] = ["Canceled", "Disapproved", "Revision"];

export interface MarginReserve {
  readonly operationId: string;
  readonly creditNoteNo: string;
  readonly installmentInCents: number;
  /** When the employer reserved it (the history entry's instant). */
  readonly reservedAt: string;
}

export interface LiveMargin {
  /** What the query answered. */
  readonly queriedInCents: number;
  /** Reserves made after the query and still held. */
  readonly reserves: readonly MarginReserve[];
  /** The query's margin minus those reserves (never below zero): what an installment must fit now. */
  readonly freeMarginInCents: number;
}

/** The reserve an operation holds now, if any: its last entry into the reserving status, not released after. */
export function heldReserve(note: Pick<CreditNote, "id" | "creditNoteNo" | "status" | "deleted" | "history" | "plan">): MarginReserve | null {
  if (note.deleted || RELEASES.includes(note.status)) return null;
  const lastReserve = note.history.findLastIndex((entry) => entry.to === RESERVES);
  if (lastReserve < 0) return null;
  if (note.history.slice(lastReserve + 1).some((entry) => RELEASES.includes(entry.to))) return null;
  return { operationId: note.id, creditNoteNo: note.creditNoteNo, installmentInCents: largestInstallmentInCents(note.plan), reservedAt: note.history[lastReserve]!.at };
}

/** The query's margin less the reserves of `notes` made after it (`exceptId`: the operation being made, if any). */
export function liveMarginOf(query: Pick<FreeMargin, "freeMarginInCents" | "queriedAt">, notes: readonly Parameters<typeof heldReserve>[0][], exceptId?: string): LiveMargin {
  const queriedAt = new Date(query.queriedAt).getTime();
  const reserves = notes
    .filter((note) => note.id !== exceptId)
    .map(heldReserve)
    .filter((reserve): reserve is MarginReserve => reserve !== null && new Date(reserve.reservedAt).getTime() > queriedAt)
    .sort((a, b) => a.reservedAt.localeCompare(b.reservedAt));
  const reserved = reserves.reduce((sum, reserve) => sum + reserve.installmentInCents, 0);
  return { queriedInCents: query.freeMarginInCents, reserves, freeMarginInCents: Math.max(0, query.freeMarginInCents - reserved) };
}
