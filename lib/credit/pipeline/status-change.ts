import type { OperationStatus } from "@/lib/contract";
import type { Prisma, TransitionActor } from "@/lib/db/generated/client";
import { creditSettings } from "../settings";
import { nextStageAtFor } from "./next-transition";

/**
 * The columns a status change writes: the status, since when, and when the pipeline's stage is due (null in
 * statuses that wait for the partner or the desk). Used by every transition: partner actions, pipeline, desk.
 */
export function statusChange(to: OperationStatus, now: Date): Prisma.CreditNoteUpdateManyMutationInput {
  return { status: to, statusSince: now, nextStageAt: nextStageAtFor(to, now, creditSettings.pipelineStageSeconds()) };
}

/** The history entry of a transition (append-only). */
export function recordTransition(tx: Prisma.TransactionClient, entry: TransitionEntry) {
  return tx.creditNoteTransition.create({ data: entry });
}

export interface TransitionEntry {
  creditNoteId: string;
  from: OperationStatus;
  to: OperationStatus;
  actor: TransitionActor;
  reason: string;
  at: Date;
}

/** Several history entries at once (a pipeline batch); nothing to write is no query. */
export async function recordTransitions(tx: Prisma.TransactionClient, entries: readonly TransitionEntry[]): Promise<void> {
  if (entries.length > 0) await tx.creditNoteTransition.createMany({ data: [...entries] });
}
