import { randomBytes } from "node:crypto";
import type { OperationStatus } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditNote, PrismaClient } from "@/lib/db/generated/client";
import { logger } from "@/lib/log/logger";
import { loadPipelineFacts } from "./load-pipeline-facts";
import { nextTransition } from "./next-transition";
import { recordTransition, statusChange } from "./status-change";

export interface TickResult {
  /** Operations claimed in this tick. */
  readonly claimed: number;
  /** Transitions applied. */
  readonly transitions: number;
  /** No due operation was left when the tick ended (the worker may rest until the next tick). */
  readonly drained: boolean;
}

/**
 * One tick of the pipeline worker. Claims due operations one at a time, each in its own transaction, with
 * `SELECT ... FOR UPDATE SKIP LOCKED` (several server instances never process the same operation at once),
 * decides with the pure rules (`next-transition.ts`) and applies at most one transition per operation, guarded
 * by the optimistic lock (`version`), with its history entry (actor Pipeline, or Partner for a requested cancel).
 * A failure while processing an operation moves it to `Error` (technical failure) instead of retrying forever.
 */
export async function runPipelineTick(
  options: { now?: () => Date; batch?: number; lanes?: number; prisma?: PrismaClient } = {},
): Promise<TickResult> {
  const prisma = options.prisma ?? getPrisma();
  const clock = options.now ?? (() => new Date());
  const batch = options.batch ?? 50;
  let claimed = 0;
  let transitions = 0;
  let drained = false;
  const failed = new Set<string>();
  // Several lanes claim in parallel (each its own transaction and connection); SKIP LOCKED keeps them, and other
  // server instances, off each other's operations. Round trips, not CPU, bound one lane.
  const lane = async () => {
    while (claimed < batch && !drained) {
      let claimedId: string | null = null;
      try {
        const outcome = await prisma.$transaction(async (tx) => {
          const now = clock();
          const skip = [...failed];
          const rows = await tx.$queryRaw<Array<{ id: string }>>`
            SELECT id FROM credit_note
            WHERE "nextStageAt" IS NOT NULL AND "nextStageAt" <= ${now} AND "deletedAt" IS NULL
              AND NOT (id::text = ANY(${skip}::text[]))
            ORDER BY "nextStageAt"
            LIMIT 1
            FOR UPDATE SKIP LOCKED`;
          const row = rows[0];
          if (!row) return "none" as const;
          claimedId = row.id;
          const note = await tx.creditNote.findUniqueOrThrow({ where: { id: row.id } });
          const decision = nextTransition(await loadPipelineFacts(tx, note, now));
          if (decision.kind === "idle") {
            await tx.creditNote.update({ where: { id: note.id }, data: { nextStageAt: null } });
            return "idle" as const;
          }
          if (decision.kind === "hold") {
            await tx.creditNote.update({ where: { id: note.id }, data: { nextStageAt: decision.until } });
            return "hold" as const;
          }
          const applied = await applyPipelineTransition(tx, note, decision.to, decision.actor, decision.reason, now);
          return applied ? ("transition" as const) : ("conflict" as const);
        });
        if (outcome === "none") {
          drained = true;
          break;
        }
        claimed += 1;
        if (outcome === "transition") transitions += 1;
      } catch (error) {
        if (claimedId === null) throw error;
        failed.add(claimedId);
        claimed += 1;
        logger.error("esteira: falha técnica ao processar operação", { creditNoteId: claimedId, error: String(error) });
        if (await moveToError(prisma, claimedId, clock())) transitions += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.lanes ?? 4) }, lane));
  return { claimed, transitions, drained };
}

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

async function applyPipelineTransition(
  tx: Tx,
  note: CreditNote,
  to: OperationStatus,
  actor: "Pipeline" | "Partner",
  reason: string,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.creditNote.updateMany({
    where: { id: note.id, version: note.version },
    data: { ...statusChange(to, now), ...(to === "Canceled" && { cancelRequestedAt: null }), version: { increment: 1 } },
  });
  if (count === 0) return false;
  await recordTransition(tx, { creditNoteId: note.id, from: note.status, to, actor, reason, at: now });
  if (to === "Signatures") await createSigners(tx, note);
  logger.info("esteira: transição aplicada", { creditNoteId: note.id, from: note.status, to });
  return true;
}

/** The instrument's signers when collection starts: the borrower (signature page `/sign/{token}`). */
async function createSigners(tx: Tx, note: CreditNote) {
  const existing = await tx.creditNoteSigner.count({ where: { creditNoteId: note.id } });
  if (existing > 0) return;
  const person = await tx.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { name: true } });
  await tx.creditNoteSigner.create({
    data: { creditNoteId: note.id, role: "Borrower", name: person.name, token: randomBytes(32).toString("base64url") },
  });
}

async function moveToError(prisma: PrismaClient, id: string, now: Date): Promise<boolean> {
  try {
    return await prisma.$transaction(async (tx) => {
      const note = await tx.creditNote.findUnique({ where: { id } });
      if (!note || note.nextStageAt === null) return false;
      return applyPipelineTransition(tx, note, "Error", "Pipeline", "Falha técnica no processamento da esteira; contate o suporte com o id da operação", now);
    });
  } catch (error) {
    logger.error("esteira: não foi possível registrar o erro técnico", { creditNoteId: id, error: String(error) });
    return false;
  }
}
