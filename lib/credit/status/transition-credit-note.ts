import type { OperationStatus, TransitionActor } from "@/lib/contract";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { applyMarginReservation } from "../margin-reservations/apply-margin-reservation";
import { recordTransition, statusChange, type TransitionEntry } from "../pipeline/status-change";
import { createBorrowerSigner } from "../signatures/create-borrower-signer";
import { findTransitionRule } from "./transition-table";
import { writeUnderVersionLock } from "./write-under-version-lock";

/** What a transition needs of the operation as it was read. */
export interface TransitionSubject {
  readonly id: string;
  readonly version: number;
  readonly status: OperationStatus;
  readonly personId: string;
  readonly plan: Prisma.JsonValue | null;
}

export interface CreditNoteTransition {
  readonly to: OperationStatus;
  readonly actor: TransitionActor;
  /** Stored in the history entry (and as the margin's release reason). */
  readonly reason: string;
  readonly at: Date;
  /** Other columns written with the status under the same lock (a corrected account, a recomputed plan). */
  readonly data?: Prisma.CreditNoteUpdateManyMutationInput;
  /** The 409's text when the operation changed since it was read (the default speaks to an API caller). */
  readonly conflictMessage?: string;
  /** A batch's history: the entry is added here for the caller to write in one insert (the pipeline), not written now. */
  readonly historyBatch?: TransitionEntry[];
}

/**
 * The one way an operation changes status (partner actions, pipeline, desk): the from → to pair must be in the
 * transition table for the actor (409 otherwise); the status, its time and the pipeline's schedule are written
 * and the version bumped under the optimistic lock (`CreditNoteChangedError` when it moved meanwhile); the
 * history entry is recorded; and the change's effects follow in the same transaction: the margin reserve
 * (reserved in `MarginReserveApproval`, released on a cancel, disapproval or return), the borrower's signer when
 * collection starts, and a processed cancel request cleared.
 */
export async function transitionCreditNote(tx: Prisma.TransactionClient, note: TransitionSubject, transition: CreditNoteTransition): Promise<void> {
  const { to, actor, reason, at } = transition;
  if (!findTransitionRule(note.status, to, actor)) {
    throw new AppError("CONFLICT_STATUS", {
      message: `transition ${note.status} → ${to} by ${actor} not in the transition table`,
      userMessage: `A operação não pode passar de ${note.status} para ${to}.`,
    });
  }
  const data = { ...transition.data, ...statusChange(to, at), ...(to === "Canceled" && { cancelRequestedAt: null }) };
  await writeUnderVersionLock(tx, note, data, transition.conflictMessage);
  const entry: TransitionEntry = { creditNoteId: note.id, from: note.status, to, actor, reason, at };
  if (transition.historyBatch) transition.historyBatch.push(entry);
  else await recordTransition(tx, entry);
  await applyMarginReservation(tx, note, to, at, reason);
  if (to === "Signatures") await createBorrowerSigner(tx, note);
}
