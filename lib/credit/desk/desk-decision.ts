import type { z } from "zod";
import { deskDecisionBodySchema, deskIdParamsSchema, type DeskDecision, type DeskDecisionResult } from "@/lib/contract/desk-api";
import { getPrisma } from "@/lib/db/client";
import { AppError, parseJsonBody, readBodyText } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { transitionCreditNote } from "../status/transition-credit-note";
import { deskTarget } from "./desk-rules";
import { requireDeskToken } from "./desk-token";

export { deskDecisionValues, type DeskDecision } from "@/lib/contract/desk-api";
export { deskTarget } from "./desk-rules";
export { requireDeskToken } from "./desk-token";

/** A desk body is one short reason. */
const DESK_BODY_MAX_BYTES = 8 * 1024;

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

/**
 * A decision of the credit desk (`POST /desk-api/credit-notes/{id}/{decision}`, outside the partner contract):
 * token (401), id (400), body (400/413), then the operation (404) and the rule (409); stored as a transition with
 * actor Desk and the reason, under the optimistic lock, so a change by the pipeline meanwhile is a 409 too.
 */
export async function applyDeskDecision(request: Request, id: string, decision: DeskDecision, now = new Date()): Promise<Response> {
  requireDeskToken(request);
  const params = await deskIdParamsSchema.parseAsync({ id });
  const text = await readBodyText(request, { maxBytes: DESK_BODY_MAX_BYTES });
  const parsed = text.trim() === "" ? deskDecisionBodySchema.parse({}) : ((await parseJsonBody(text, deskDecisionBodySchema)) as z.output<typeof deskDecisionBodySchema>);
  const prisma = getPrisma();
  const note = await prisma.creditNote.findUnique({ where: { id: params.id } });
  if (!note || note.deletedAt) throw new AppError("NOT_FOUND", { message: "credit note not found", userMessage: "Operação inexistente." });
  if (note.cancelRequestedAt) {
    throw new AppError("CONFLICT_STATUS", { message: "cancel in progress", userMessage: "O parceiro pediu o cancelamento, em processamento: nenhuma decisão da mesa se aplica (aguarde Canceled)." });
  }
  const to = deskTarget(decision, note.status);
  if (!to) {
    throw new AppError("CONFLICT_STATUS", { message: `${decision} not allowed in ${note.status}`, userMessage: `A decisão "${DECISION_NAMES[decision]}" (${decision}) não se aplica ao status ${note.status}.` });
  }
  const reason = parsed.reason ?? DEFAULT_REASONS[decision];
  await prisma.$transaction((tx) =>
    transitionCreditNote(tx, note, { to, actor: "Desk", reason, at: now, conflictMessage: "A operação mudou durante a decisão; confira o status e repita." }),
  );
  logger.info("decisão da mesa", { creditNoteId: note.id, decision, from: note.status, to });
  const result: DeskDecisionResult = { id: note.id, from: note.status, status: to, reason };
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}
