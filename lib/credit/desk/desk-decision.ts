import type { DeskDecision, DeskDecisionResult } from "@/lib/contract/desk-api";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { transitionCreditNote } from "../status/transition-credit-note";
import { deskTarget } from "./desk-rules";

/** The decisions in pt-BR, for the refusals a desk operator reads. */
const DECISION_NAMES: Record<DeskDecision, string> = {
  revision: "devolver para correção",
  disapprove: "reprovar",
  "conclude-manual-stage": "concluir etapa manual",
  "force-error": "registrar erro técnico",
};

/** The reason stored when a caller of the API sends none (the portal's console always sends one). */
const DEFAULT_REASONS: Record<DeskDecision, string> = {
  revision: "Devolvida pela mesa para correção de atributos",
  disapprove: "Reprovada pela mesa",
  "conclude-manual-stage": "Etapa manual concluída pela mesa",
  "force-error": "Erro técnico registrado pela mesa",
};

/** What the desk decides about one operation: the route's path and body, parsed (lib/credit/http/desk-route.ts). */
export interface DeskDecisionInput {
  id: string;
  decision: DeskDecision;
  /** Absent: the decision's default reason is stored. */
  reason?: string;
}

/**
 * A decision of the credit desk (`POST /desk-api/credit-notes/{id}/{decision}`, outside the partner contract):
 * the operation (NOT_FOUND) and the rule (CONFLICT_STATUS); stored as a transition with actor Desk and the
 * reason, under the optimistic lock, so a change by the pipeline meanwhile is a CONFLICT_STATUS too. Resolves to
 * what changed; the route answers it as JSON.
 */
export async function decideDesk({ id, decision, reason: sentReason }: DeskDecisionInput, now = new Date()): Promise<DeskDecisionResult> {
  const prisma = getPrisma();
  const note = await prisma.creditNote.findUnique({ where: { id } });
  if (!note || note.deletedAt) throw new AppError("NOT_FOUND", { message: "credit note not found", userMessage: "Operação inexistente." });
  if (note.cancelRequestedAt) {
    throw new AppError("CONFLICT_STATUS", { message: "cancel in progress", userMessage: "O parceiro pediu o cancelamento, em processamento: nenhuma decisão da mesa se aplica (aguarde Canceled)." });
  }
  const to = deskTarget(decision, note.status);
  if (!to) {
    throw new AppError("CONFLICT_STATUS", { message: `${decision} not allowed in ${note.status}`, userMessage: `A decisão "${DECISION_NAMES[decision]}" (${decision}) não se aplica ao status ${note.status}.` });
  }
  const reason = sentReason ?? DEFAULT_REASONS[decision];
  await prisma.$transaction((tx) =>
    transitionCreditNote(tx, note, { to, actor: "Desk", reason, at: now, conflictMessage: "A operação mudou durante a decisão; confira o status e repita." }),
  );
  logger.info("decisão da mesa", { creditNoteId: note.id, decision, from: note.status, to });
  return { id: note.id, from: note.status, status: to, reason };
}
