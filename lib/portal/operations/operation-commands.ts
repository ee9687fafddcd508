import "server-only";
import type { CreditNote, WarrantyItemInput } from "@/lib/contract";
import type { AmortizationInput } from "@/lib/contract/amortization";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import { centsToReais, formatCents } from "@/lib/money";
import { ActionRefusal } from "../actions/action-result";
import type { AuditAction } from "../audit/audit-actions";
import { recordAuditEvent } from "../audit/record-audit-event";
import { brasiliaToday, currentCompetence, formatCompetence } from "../format/dates";
import { parseForm } from "../forms/parse-form";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "../origination/origination-actor";
import { recordActedOperation } from "../tracker";
import { allowedPageActions, type OperationPageAction } from "./operation-actions";
import { creditClientForOperation } from "./operation-client";
import { accountFormSchema, cancelFormSchema, collateralFormSchema, editFormSchema } from "./operation-forms";
import { STATUS_LABELS } from "./operation-status";

interface Target {
  readonly client: CreditClient;
  readonly operation: CreditNote;
}

/**
 * The operation as it is now, when the page action is allowed at its current status (the same table the API
 * enforces; the page may be a few seconds old): a refusal that says the status changed otherwise.
 */
async function actionable(context: OriginationContext, operationId: string, action: OperationPageAction): Promise<Target> {
  const client = await creditClientForOperation(context.operator, operationId);
  if (!client) throw new ActionRefusal("not-found", "Operação não encontrada.");
  const operation = await client.call("getCreditNote", { params: { id: operationId } });
  const allowed = allowedPageActions({
    status: operation.status,
    deleted: operation.deleted,
    cancelRequested: operation.cancelRequestedAt !== undefined,
    productKind: operation.plan.amortizationType === "fgts" ? "fgts" : "payroll",
  });
  if (!allowed.includes(action)) {
    throw new ActionRefusal("conflict", `A operação está em "${STATUS_LABELS[operation.status]}"${operation.deleted ? " (excluída)" : ""}: esta ação não é mais possível. A página foi atualizada.`);
  }
  return { client, operation };
}

/**
 * After a change: the audit row, and the API's answer recorded by the tracker (the board moves on its next poll,
 * without another call; the operation is hot from now). A tracking failure does not undo the change: the hot
 * reader or the next scan reads it.
 */
async function afterChange(context: OriginationContext, operation: CreditNote, action: AuditAction, summary: string): Promise<void> {
  await recordAuditEvent(getPrisma(), { actor: context.operator, action, operationId: operation.id, summary, ipPrefix: context.meta.ipPrefix });
  await recordActedOperation(operation).catch((error: unknown) => {
    logger.warn("acompanhamento: ação não registrada; a próxima leitura a encontra", { operationId: operation.id, error: String(error) });
  });
}

function refusal(error: unknown, fields: (field: string) => string | undefined = () => undefined): unknown {
  return isCreditApiError(error) ? refusalFromCreditError(error, fields) : error;
}

/** `PUT /v1/CreditNote/{id}`: the calculation (amount, rate, term), the settlement account and the notes. */
export async function editOperation(context: OriginationContext, input: { operationId: string; form: unknown }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "edit");
  const product = await client.call("getProduct", { params: { id: operation.productId } });
  const form = parseForm(editFormSchema(product), input.form);
  const current = operation.amortization as AmortizationInput;
  const amortization: AmortizationInput =
    current.amortizationType === "fgts"
      ? { ...current, requestedAmount: form.requestedAmount, apr: form.apr, termInMonths: form.term, startDate: `${brasiliaToday()}T00:00:00Z` }
      : { ...current, requestedAmount: form.requestedAmount, apr: form.apr, numberOfPayments: form.term };
  let updated: CreditNote;
  try {
    updated = await client.call("updateCreditNote", {
      params: { id: operation.id },
      body: { amortization, bankAccountId: form.bankAccountId, ...(form.observations !== undefined && { observations: form.observations }) },
    });
  } catch (error) {
    throw refusal(error, (field) => ({ "amortization.requestedAmount": "requestedAmount", "amortization.apr": "apr", "amortization.numberOfPayments": "term", "amortization.termInMonths": "term", bankAccountId: "bankAccountId", observations: "observations" })[field]);
  }
  await afterChange(context, updated, "operation.updated", `Operação ${operation.creditNoteNo} alterada: ${formatCents(form.requestedAmount)}, ${form.apr}% a.m., prazo ${form.term}`);
  return updated;
}

/** `PUT /v1/CreditNote/{id}/warranty` (payroll): the collateral corrected, the rest of the item kept as recorded. */
export async function replaceCollateral(context: OriginationContext, input: { operationId: string; form: unknown }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "collateral");
  const form = parseForm(collateralFormSchema(currentCompetence()), input.form);
  const [first, ...rest] = operation.warranty;
  if (!first) throw new ActionRefusal("conflict", "A operação não tem garantia registrada para corrigir.");
  const item: WarrantyItemInput = { ...first, warrantyType: form.warrantyType, registry_DiscountStartPeriod: form.discountStartPeriod, totalValue: centsToReais(form.totalValueInCents) };
  let updated: CreditNote;
  try {
    updated = await client.call("updateCreditNoteWarranty", { params: { id: operation.id }, body: { warranty: [item, ...rest] } });
  } catch (error) {
    throw refusal(error, (field) => ({ "warranty.0.registry_DiscountStartPeriod": "discountStartPeriod", "warranty.0.totalValue": "totalValueInCents", "warranty.0.warrantyType": "warrantyType" })[field]);
  }
  await afterChange(context, updated, "operation.collateral_updated", `Garantia da operação ${operation.creditNoteNo} alterada: competência ${formatCompetence(form.discountStartPeriod)}, valor ${formatCents(form.totalValueInCents)}`);
  return updated;
}

/** `POST .../submitapproval`: a draft, or a desk return corrected, goes (back) to approval. */
export async function submitOperation(context: OriginationContext, input: { operationId: string }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "submit");
  const updated = await client.call("submitCreditNoteForApproval", { params: { id: operation.id } }).catch((error: unknown) => {
    throw refusal(error);
  });
  await afterChange(context, updated, "operation.submitted", `Operação ${operation.creditNoteNo} enviada à aprovação (de ${STATUS_LABELS[operation.status]} para ${STATUS_LABELS[updated.status]})`);
  return updated;
}

/** `POST .../doneWarrantyRevision`: the collateral was corrected; the pipeline goes on. */
export async function closeWarrantyRevision(context: OriginationContext, input: { operationId: string }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "closeRevision");
  const updated = await client.call("doneCreditNoteWarrantyRevision", { params: { id: operation.id } }).catch((error: unknown) => {
    throw refusal(error);
  });
  await afterChange(context, updated, "operation.revision_closed", `Revisão de garantia da operação ${operation.creditNoteNo} concluída`);
  return updated;
}

/** `PUT /v1/CreditNote/{id}` with the account only (PaymentRevision): settlement is tried again. */
export async function correctSettlementAccount(context: OriginationContext, input: { operationId: string; form: unknown }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "correctAccount");
  const form = parseForm(accountFormSchema, input.form);
  const updated = await client.call("updateCreditNote", { params: { id: operation.id }, body: { bankAccountId: form.bankAccountId } }).catch((error: unknown) => {
    throw refusal(error, (field) => (field === "bankAccountId" ? "bankAccountId" : undefined));
  });
  await afterChange(context, updated, "operation.account_corrected", `Conta de liquidação da operação ${operation.creditNoteNo} corrigida`);
  return updated;
}

/** `POST .../cancel` with the reason (required here), stored in the history and read by the desk. */
export async function cancelOperation(context: OriginationContext, input: { operationId: string; form: unknown }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "cancel");
  const form = parseForm(cancelFormSchema, input.form);
  const updated = await client.call("cancelCreditNote", { params: { id: operation.id }, body: { message: form.reason } }).catch((error: unknown) => {
    throw refusal(error, (field) => (field === "message" ? "reason" : undefined));
  });
  await afterChange(context, updated, "operation.canceled", `Cancelamento da operação ${operation.creditNoteNo} pedido: ${form.reason}`);
  return updated;
}

/** `DELETE /v1/CreditNote/{id}` (logical: restore undoes it). */
export async function deleteOperation(context: OriginationContext, input: { operationId: string }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "delete");
  const updated = await client.call("deleteCreditNote", { params: { id: operation.id } }).catch((error: unknown) => {
    throw refusal(error);
  });
  await afterChange(context, updated, "operation.deleted", `Operação ${operation.creditNoteNo} excluída (estava em ${STATUS_LABELS[operation.status]})`);
  return updated;
}

/** `POST .../restore`: undoes a logical deletion. */
export async function restoreOperation(context: OriginationContext, input: { operationId: string }): Promise<CreditNote> {
  const { client, operation } = await actionable(context, input.operationId, "restore");
  const updated = await client.call("restoreCreditNote", { params: { id: operation.id } }).catch((error: unknown) => {
    throw refusal(error);
  });
  await afterChange(context, updated, "operation.restored", `Operação ${operation.creditNoteNo} restaurada (em ${STATUS_LABELS[updated.status]})`);
  return updated;
}

/** The client and the operation, for a document upload (allowed where collateral and documents may change). */
export async function operationForUpload(context: OriginationContext, operationId: string): Promise<Target> {
  return actionable(context, operationId, "upload");
}
