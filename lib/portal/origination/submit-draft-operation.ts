import "server-only";
import type { CreditNote } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { toContractDateTime } from "../format/dates";
import { STATUS_LABELS } from "../operations/operation-status";
import { trackCreatedOperation } from "../tracker";
import { payrollShortfall } from "./draft-margin-check";
import { marginShortfall } from "./draft-simulation";
import type { LoadedDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";

/** Step "documentos": the operator has attached what it had (payroll documents are optional; FGTS has its term). */
export async function confirmDraftDocuments(context: OriginationContext, input: { draftId: string }): Promise<LoadedDraft> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "documentos");
  return saveDraftStep({ draft, step: "documentos", value: { confirmedAt: toContractDateTime(new Date()) } });
}

/**
 * Step "revisao": submits the operation for approval once the operator saw everything the borrower will sign.
 * A second submit (double click, retry after a lost answer) finds the operation already past `Draft` and is taken
 * as the same submission, not an error. Audited in the transaction that closes the draft.
 */
export async function submitDraftOperation(context: OriginationContext, input: { draftId: string; acknowledged: true }): Promise<LoadedDraft> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "revisao");
  const operation = draft.data.operation;
  if (!operation) throw new ActionRefusal("conflict", "Crie a operação primeiro.");
  const client = await creditClientForOperator(context.operator);
  // The endorsement's refusal foreseen: reserves made since the margin query may leave the installment above it.
  const shortfall = await payrollShortfall(client, draft, await client.call("getCreditNote", { params: { id: operation.id } }));
  if (shortfall) {
    throw new ActionRefusal("conflict", `${marginShortfall(shortfall.live, shortfall.largestInstallmentInCents)} Altere o valor ou o prazo na página da operação antes de enviar.`);
  }
  let note: CreditNote;
  try {
    note = await client.call("submitCreditNoteForApproval", { params: { id: operation.id } });
  } catch (error) {
    if (!isCreditApiError(error) || error.kind !== "conflict") throw error;
    note = await client.call("getCreditNote", { params: { id: operation.id } });
    if (note.status === "Draft" || note.status === "Revision") throw error;
  }
  const submitted = await getPrisma().$transaction(async (tx) => {
    const saved = await saveDraftStep({
      draft,
      step: "revisao",
      value: { submittedAt: toContractDateTime(new Date()) },
      columns: { state: "submitted" },
      db: tx,
    });
    await recordAuditEvent(tx, {
      actor: context.operator,
      action: "operation.submitted",
      operationId: operation.id,
      summary: `Operação ${operation.creditNoteNo} enviada à aprovação (agora em ${STATUS_LABELS[note.status]})`,
      ipPrefix: context.meta.ipPrefix,
    });
    return saved;
  });
  // The board shows the submitted status on its next poll (not a draft until the next scan), and the operation is
  // hot: its pipeline stages are read as they come. Idempotent, so a resubmission records nothing twice.
  await trackCreatedOperation({
    creditNote: note,
    branchId: draft.branchId,
    operatorId: context.operator.id,
    ...(draft.data.borrower && { borrowerRegistrationNumber: draft.data.borrower.registrationNumber }),
  }).catch((error: unknown) => {
    logger.warn("acompanhamento: envio não registrado; a próxima leitura o encontra", { operationId: operation.id, error: String(error) });
  });
  return submitted;
}
