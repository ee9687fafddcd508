import type { CancelRequest, CreditNote } from "@/lib/contract";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { creditSettings } from "../settings";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `POST /v1/CreditNote/{id}/cancel`: allowed per the permission table (409 otherwise, and 409 while a cancel is
 * already being processed). Not instantaneous: the request is recorded (`cancelRequestedAt`, the message) and
 * the pipeline applies `Canceled` one stage later (`PIPELINE_STAGE_SECONDS`), with the message as the reason; the margin (payroll) or the
 * birthday withdrawal (FGTS) is released then (a `Canceled` operation holds neither). The answer is the
 * operation still in its current status.
 */
export async function cancelCreditNote(caller: Caller, id: string, body: CancelRequest, now = new Date()): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("cancel", {
    status: note.status,
    deletedAt: note.deletedAt,
    cancelRequestedAt: note.cancelRequestedAt,
    isFgts: product.calculationModel === "fgts",
  });
  const processedAt = new Date(now.getTime() + creditSettings.pipelineStageSeconds() * 1000);
  const saved = await saveCreditNote(note, { cancelRequestedAt: now, cancelReason: body.message ?? null, nextStageAt: processedAt });
  logger.info("cancelamento solicitado", { creditNoteId: note.id, status: note.status });
  return respondWithCreditNote(saved);
}
