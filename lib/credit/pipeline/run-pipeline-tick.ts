import type { OperationStatus, TransitionActor } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditNote, PrismaClient } from "@/lib/db/generated/client";
import { logger } from "@/lib/log/logger";
import { type AppliedTransition, observePipelineTransitions } from "@/lib/metrics/pipeline-metrics";
import { transitionCreditNote } from "../status/transition-credit-note";
import { CreditNoteChangedError } from "../status/write-under-version-lock";
import { loadPipelineFactsForNotes } from "./load-pipeline-facts";
import { nextTransition } from "./next-transition";
import { recordTransitions, type TransitionEntry } from "./status-change";

export interface TickResult {
  /** Operations claimed in this tick. */
  readonly claimed: number;
  /** Transitions applied. */
  readonly transitions: number;
  /** No due operation was left when the tick ended (the worker may rest until the next tick). */
  readonly drained: boolean;
}

/**
 * One tick of the pipeline worker. Each lane claims a batch of due operations in one transaction with
 * `SELECT ... FOR UPDATE SKIP LOCKED` (several server instances never process the same operation at once),
 * loads their facts in a fixed number of queries, decides each with the pure rules (`next-transition.ts`) and
 * applies at most one transition per operation, guarded by the optimistic lock (`version`), with its history
 * entry (actor Pipeline, or Partner for a requested cancel). When a batch fails, its operations are retried one
 * by one, so one broken operation moves to `Error` (technical failure) without holding back the others.
 */
export async function runPipelineTick(
  options: { now?: () => Date; batch?: number; lanes?: number; claimSize?: number; prisma?: PrismaClient } = {},
): Promise<TickResult> {
  const prisma = options.prisma ?? getPrisma();
  const clock = options.now ?? (() => new Date());
  const batch = options.batch ?? 200;
  const claimSize = Math.max(1, options.claimSize ?? 50);
  let claimed = 0;
  let transitions = 0;
  let drained = false;
  // Several lanes claim in parallel (each its own transaction and connection); SKIP LOCKED keeps them, and other
  // server instances, off each other's operations.
  const lane = async () => {
    while (claimed < batch && !drained) {
      let claimedIds: string[] = [];
      try {
        const outcome = await prisma.$transaction(async (tx) => {
          const now = clock();
          const rows = await tx.$queryRaw<Array<{ id: string }>>`
            SELECT id FROM credit_note
            WHERE "nextStageAt" IS NOT NULL AND "nextStageAt" <= ${now} AND "deletedAt" IS NULL
            ORDER BY "nextStageAt"
            LIMIT ${Math.max(1, Math.min(claimSize, batch - claimed))}
            FOR UPDATE SKIP LOCKED`;
          if (rows.length === 0) return null;
          claimedIds = rows.map((row) => row.id);
          const notes = await tx.creditNote.findMany({ where: { id: { in: claimedIds } } });
          return { claimed: notes.length, applied: await decideAndApply(tx, notes, now) };
        });
        if (!outcome) {
          drained = true;
          break;
        }
        observePipelineTransitions(outcome.applied);
        claimed += outcome.claimed;
        transitions += outcome.applied.length;
      } catch (error) {
        if (claimedIds.length === 0) throw error;
        logger.warn("esteira: lote falhou; operações reprocessadas uma a uma", { operations: claimedIds.length, error: String(error) });
        for (const id of claimedIds) {
          claimed += 1;
          transitions += await processOne(prisma, id, clock);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.lanes ?? 4) }, lane));
  return { claimed, transitions, drained };
}

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Decides for each claimed operation and applies the outcome; returns the transitions applied (for metrics once committed). */
async function decideAndApply(tx: Tx, notes: readonly CreditNote[], now: Date): Promise<AppliedTransition[]> {
  const factsById = await loadPipelineFactsForNotes(tx, notes, now);
  const waiting: string[] = [];
  const history: TransitionEntry[] = [];
  for (const note of notes) {
    const facts = factsById.get(note.id);
    if (!facts) continue;
    const decision = nextTransition(facts);
    if (decision.kind === "idle") {
      waiting.push(note.id);
    } else if (decision.kind === "hold") {
      await tx.creditNote.update({ where: { id: note.id }, data: { nextStageAt: decision.until } });
    } else {
      await applyStatusChange(tx, note, { to: decision.to, actor: decision.actor, reason: decision.reason, at: now }, history);
    }
  }
  // Nothing for the pipeline until the partner or the desk acts: stop looking at these.
  if (waiting.length > 0) await tx.creditNote.updateMany({ where: { id: { in: waiting } }, data: { nextStageAt: null } });
  await recordTransitions(tx, history);
  const dueAt = new Map(notes.map((note) => [note.id, note.nextStageAt]));
  return history.map((entry) => ({ from: entry.from, to: entry.to, dueAt: dueAt.get(entry.creditNoteId) ?? null, at: entry.at }));
}

/** A claimed operation alone, in its own transaction; a failure moves it to `Error`. Returns transitions applied. */
async function processOne(prisma: PrismaClient, id: string, clock: () => Date): Promise<number> {
  try {
    const applied = await prisma.$transaction(async (tx) => {
      const now = clock();
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM credit_note WHERE id = ${id}::uuid AND "nextStageAt" IS NOT NULL AND "nextStageAt" <= ${now}
        FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return [];
      return decideAndApply(tx, [await tx.creditNote.findUniqueOrThrow({ where: { id } })], now);
    });
    observePipelineTransitions(applied);
    return applied.length;
  } catch (error) {
    logger.error("esteira: falha técnica ao processar operação", { creditNoteId: id, error: String(error) });
    return (await moveToError(prisma, id, clock())) ? 1 : 0;
  }
}

/**
 * The status change itself (`transitionCreditNote`, its history entry added to the batch's); false when the
 * operation changed meanwhile (optimistic lock): it is left for the next tick.
 */
async function applyStatusChange(
  tx: Tx,
  note: CreditNote,
  change: { to: OperationStatus; actor: TransitionActor; reason: string; at: Date },
  history: TransitionEntry[],
): Promise<boolean> {
  try {
    await transitionCreditNote(tx, note, { ...change, historyBatch: history });
  } catch (error) {
    if (error instanceof CreditNoteChangedError) return false;
    throw error;
  }
  logger.info("esteira: transição aplicada", { creditNoteId: note.id, from: note.status, to: change.to });
  return true;
}

async function moveToError(prisma: PrismaClient, id: string, now: Date): Promise<boolean> {
  try {
    const applied = await prisma.$transaction(async (tx) => {
      const note = await tx.creditNote.findUnique({ where: { id } });
      if (!note || note.nextStageAt === null) return null;
      const reason = "Falha técnica no processamento da esteira; contate o suporte com o id da operação";
      const history: TransitionEntry[] = [];
      if (!(await applyStatusChange(tx, note, { to: "Error", actor: "Pipeline", reason, at: now }, history))) return null;
      await recordTransitions(tx, history);
      return { from: note.status, to: "Error", dueAt: note.nextStageAt, at: now };
    });
    if (applied) observePipelineTransitions([applied]);
    return applied !== null;
  } catch (error) {
    logger.error("esteira: não foi possível registrar o erro técnico", { creditNoteId: id, error: String(error) });
    return false;
  }
}
