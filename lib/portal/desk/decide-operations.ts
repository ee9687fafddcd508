import "server-only";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { getPrisma } from "@/lib/db/client";
import { isCreditApiError, type DeskClient } from "@/lib/credit-client";
import { logger } from "@/lib/log/logger";
import type { ActionContext } from "../actions/operator-action";
import { recordAuditEvent } from "../audit/record-audit-event";
import { recordDeskDecision } from "../tracker";
import { DECISION_COPY, type DecisionOutcome, type DeskDecisionInput, type OperationDecisionResult } from "./desk-decisions";
import { plainApiText } from "../forms/plain-api-text";
import { requestDeskClient } from "./load-desk";

/** Decisions sent to the desk API at once: a queue of 20 clears in a few round trips without flooding the API. */
const CONCURRENCY = 4;

const UNEXPECTED = "Falha inesperada ao aplicar a decisão; tente de novo e, se persistir, avise o suporte.";

/**
 * One decision (with its required reason) on one or several operations, through the desk API. Each operation has
 * its own outcome: done with the status it reached and audited (the reason masked), or failed with the API's
 * reason (409 when its status no longer allows it, a cancel in progress...). A failure never stops the others and
 * is never counted as done; the console retries only the failed ones.
 */
export async function decideOperations(context: ActionContext, input: DeskDecisionInput, given?: DeskClient): Promise<DecisionOutcome> {
  const client = given ?? (await requestDeskClient());
  const results: OperationDecisionResult[] = new Array<OperationDecisionResult>(input.operationIds.length);
  let next = 0;
  const worker = async () => {
    while (next < input.operationIds.length) {
      const index = next;
      next += 1;
      results[index] = await decideOne(context, input, input.operationIds[index]!, client);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, input.operationIds.length) }, worker));
  return { decision: input.decision, results };
}

async function decideOne(context: ActionContext, input: DeskDecisionInput, operationId: string, client: DeskClient): Promise<OperationDecisionResult> {
  let decided;
  try {
    decided = await client.decide(operationId, input.decision, input.reason);
  } catch (error) {
    if (isCreditApiError(error)) return { operationId, ok: false, message: plainApiText(error.userMessage) };
    logger.error("decisão da mesa falhou", { operationId, decision: input.decision, error });
    return { operationId, ok: false, message: UNEXPECTED };
  }
  const copy = DECISION_COPY[input.decision];
  let auditRecorded = true;
  try {
    await recordAuditEvent(getPrisma(), {
      actor: context.operator,
      action: copy.audit,
      operationId,
      summary: `Mesa: ${copy.label} (${STATUS_LABELS[decided.from]} → ${STATUS_LABELS[decided.status]}). Motivo: ${decided.reason}`,
      ipPrefix: context.meta.ipPrefix,
    });
  } catch (error) {
    // The decision is made and stays made: reported as done, with the missing audit row said, never as a failure.
    auditRecorded = false;
    logger.error("decisão da mesa sem registro de auditoria", { operationId, decision: input.decision, error });
  }
  // The board shows the decision on its next poll; the hot reader brings its history entry right after.
  await recordDeskDecision(decided).catch((error: unknown) => {
    logger.warn("decisão da mesa não registrada no acompanhamento; a próxima leitura a encontra", { operationId, error: String(error) });
  });
  return { operationId, ok: true, from: decided.from, status: decided.status, auditRecorded };
}
