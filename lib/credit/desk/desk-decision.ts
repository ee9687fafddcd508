import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { OperationStatus } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { requestObject } from "@/lib/contract/objects";
import { textSchema } from "@/lib/contract/units";
import { AppError, parseJsonBody, readBodyText } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { applyMarginReservation } from "../margin-reservations/apply-margin-reservation";
import { recordTransition, statusChange } from "../pipeline/status-change";

export const deskDecisionValues = ["revision", "disapprove", "conclude-manual-stage", "force-error"] as const;
export type DeskDecision = (typeof deskDecisionValues)[number];

const deskBodySchema = requestObject({ reason: textSchema("o motivo da decisão", { max: 1000 }).optional() }, "decisão da mesa");

/** A desk body is one short reason. */
const DESK_BODY_MAX_BYTES = 8 * 1024;

/** Analysis stages: where the desk may disapprove (spec: "analysis stages | desk decision | rejected"). */
const ANALYSIS_STAGES: readonly OperationStatus[] = [
  "ComplianceApproval",
  "CreditApproval",
  "Warranty",
  "MarginReserveApproval",
  "ManualWarranty",
  "WarrantyRevision",
  "InstrumentApproval",
];
const CLOSED: readonly OperationStatus[] = ["Finished", "Canceled"];

/** Pure: the status a desk decision leads to from `from`, or null when the decision does not apply there. */
export function deskTarget(decision: DeskDecision, from: OperationStatus): OperationStatus | null {
  switch (decision) {
    case "revision":
      return CLOSED.includes(from) || from === "Draft" || from === "Revision" ? null : "Revision";
    case "disapprove":
      return ANALYSIS_STAGES.includes(from) ? "Disapproved" : null;
    case "conclude-manual-stage":
      return from === "ManualWarranty" ? "InstrumentApproval" : from === "ManualLiquidation" ? "Finished" : null;
    case "force-error":
      return CLOSED.includes(from) || from === "Error" ? null : "Error";
  }
}

const DEFAULT_REASONS: Record<DeskDecision, string> = {
  revision: "Devolvida pela mesa para correção de atributos",
  disapprove: "Reprovada pela mesa",
  "conclude-manual-stage": "Etapa manual concluída pela mesa",
  "force-error": "Erro técnico registrado pela mesa",
};

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * `Authorization: Bearer <DESK_API_TOKEN>` (401 otherwise). There is no default token: `npm start` generates one
 * into .data/portal-secrets.json and prints it; without one the desk API refuses everyone. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or content of what was sent.
 */
export function requireDeskToken(request: Request): void {
  const expected = process.env.DESK_API_TOKEN?.trim();
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const matches = timingSafeEqual(digest(sent), digest(expected ?? "")) && expected !== undefined && expected !== "";
  if (!matches) {
    if (!expected) logger.warn("desk API sem DESK_API_TOKEN configurado: todas as decisões recusadas");
    throw new AppError("UNAUTHORIZED", { message: "desk token missing or invalid", userMessage: "Token da mesa ausente ou inválido." });
  }
}

/**
 * A decision of the credit desk (`/desk-api/credit-notes/{id}/{decision}`, outside the partner contract): stored
 * as a transition with actor Desk and the reason, under the optimistic lock; 409 when the decision does not apply
 * to the current status, 404 for an unknown operation.
 */
export async function applyDeskDecision(request: Request, id: string, decision: DeskDecision, now = new Date()) {
  requireDeskToken(request);
  const text = await readBodyText(request, { maxBytes: DESK_BODY_MAX_BYTES });
  const parsed = text.trim() === "" ? deskBodySchema.parse({}) : ((await parseJsonBody(text, deskBodySchema)) as z.output<typeof deskBodySchema>);
  const prisma = getPrisma();
  const note = z.uuid().safeParse(id).success ? await prisma.creditNote.findUnique({ where: { id } }) : null;
  if (!note || note.deletedAt) throw new AppError("NOT_FOUND", { message: "credit note not found", userMessage: "Operação inexistente." });
  if (note.cancelRequestedAt) {
    throw new AppError("CONFLICT_STATUS", { message: "cancel in progress", userMessage: "Cancelamento em processamento: aguarde Canceled." });
  }
  const to = deskTarget(decision, note.status);
  if (!to) {
    throw new AppError("CONFLICT_STATUS", { message: `${decision} not allowed in ${note.status}`, userMessage: `Decisão ${decision} não se aplica ao status ${note.status}.` });
  }
  const reason = parsed.reason ?? DEFAULT_REASONS[decision];
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.creditNote.updateMany({ where: { id, version: note.version }, data: { ...statusChange(to, now), version: { increment: 1 } } });
    if (count === 0) throw new AppError("CONFLICT_STATUS", { message: "credit note changed concurrently", userMessage: "A operação mudou; repita." });
    await recordTransition(tx, { creditNoteId: id, from: note.status, to, actor: "Desk", reason, at: now });
    await applyMarginReservation(tx, note, to, now, reason);
  });
  logger.info("decisão da mesa", { creditNoteId: id, decision, from: note.status, to });
  return Response.json({ id, status: to, reason });
}
