import "server-only";
import type { CreditNote, CreditNoteCreateInput } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { logger } from "@/lib/log/logger";
import { cents } from "@/lib/money";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { brasiliaToday, currentCompetence, formatCivilDate } from "../format/dates";
import { trackCreatedOperation } from "../tracker";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import { requireBranchProduct } from "./branch-products";
import { offerAmortization, warrantyFromMargin } from "./build-requests";
import { creationFailureMessage } from "./creation-failure";
import { creationFormSchema, fgtsCreationFormSchema, type CreationForm, type CreationFormInput, type FgtsCreationFormInput } from "./creation-schemas";
import { parseForm } from "../forms/parse-form";
import type { DraftData } from "./draft-data";
import { loadOwnDraft, type LoadedDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";

type CreationInput = { draftId: string } & ({ product: "payroll"; form: CreationFormInput } | { product: "fgts"; form: FgtsCreationFormInput });

/** The form as the product's creation step has it; the first discount never before the current month. */
function parseCreationForm(input: CreationInput) {
  return input.product === "payroll"
    ? { product: input.product, form: parseForm(creationFormSchema(currentCompetence()), input.form) }
    : { product: input.product, form: parseForm(fgtsCreationFormSchema, input.form) };
}

/**
 * Step "operacao": creates the operation from what the draft recorded (borrower, account, simulation, collateral
 * from the margin query, the FGTS consent term) with `Idempotency-Key` = the draft: a double click, a retry or a
 * second tab creates one operation. A simulation from another day is refused (its dates would no longer hold).
 * The creation is audited in the same transaction that ties the draft to the operation.
 */
export async function createDraftOperation(context: OriginationContext, input: CreationInput): Promise<LoadedDraft> {
  const parsed = parseCreationForm(input);
  const draft = await requireDraftAtStep(context.operator, input.draftId, "operacao", input.product);
  if (draft.data.operation) return draft;
  const { borrower, simulation } = draft.data;
  if (!borrower || !simulation) throw new ActionRefusal("conflict", "Conclua as etapas anteriores.");

  const today = brasiliaToday();
  const client = await creditClientForOperator(context.operator);
  const product = await requireBranchProduct(client, draft.branchId, draft.product, simulation.productId);
  const amortization = simulation.path === "offers" ? offerAmortization(product, simulation.offer, simulation.firstPaymentDate, today) : simulation.amortization;
  const simulatedOn = (amortization.startDate ?? "").slice(0, 10);
  if (simulatedOn !== today) {
    throw new ActionRefusal("conflict", `A simulação é de ${formatCivilDate(simulatedOn)}: as datas e os valores mudaram desde então. Volte à simulação e confirme de novo.`);
  }
  if (simulation.path === "offers" && new Date(simulation.offer.expiresAt) <= new Date()) {
    throw new ActionRefusal("conflict", "A oferta escolhida expirou: volte à simulação e escolha de novo.");
  }

  const body: CreditNoteCreateInput = {
    productId: product.id,
    personId: borrower.personId,
    bankAccountId: borrower.bankAccount.id,
    liquidationType: "EletronicTransfer",
    amortization,
    ...(parsed.form.observations !== undefined && { observations: parsed.form.observations }),
    ...(parsed.product === "payroll" ? payrollParts(draft.data, parsed.form, amortization.requestedAmount) : fgtsParts(draft.data)),
  };

  let note: CreditNote;
  try {
    const created = await client.call("createCreditNote", { query: { returnValue: "true" }, body, idempotencyKey: `draft:${draft.id}:create` });
    if (!("creditNoteNo" in created)) throw new ActionRefusal("upstream", "O serviço de crédito não devolveu a operação criada.");
    note = created;
  } catch (error) {
    if (isCreditApiError(error)) throw refusalFromCreditError(error, creationField, creationFailureMessage(error));
    throw error;
  }

  let saved: LoadedDraft;
  try {
    saved = await getPrisma().$transaction(async (tx) => {
      const saved = await saveDraftStep({
        draft,
        step: "operacao",
        value: { id: note.id, creditNoteNo: note.creditNoteNo, createdAt: note.createdAt },
        columns: { creditNoteId: note.id },
        db: tx,
      });
      await recordAuditEvent(tx, {
        actor: context.operator,
        action: "operation.created",
        operationId: note.id,
        summary: `Operação ${note.creditNoteNo} criada (${product.name}) para o CPF ${borrower.registrationNumber}`,
        ipPrefix: context.meta.ipPrefix,
      });
      return saved;
    });
  } catch (error) {
    // Two submits raced: the API answered both with the same operation (same key); the first one recorded it.
    const current = await loadOwnDraft(context.operator, draft.id);
    if (current?.data.operation?.id === note.id) return current;
    throw error;
  }
  await trackFromCreation(note, draft.branchId, context.operator.id, borrower.registrationNumber);
  return saved;
}

/**
 * The board follows the operation from its creation, with its branch and operator. A failure here does not undo
 * the creation: the tracker's next scan discovers the operation anyway (without the operator's name).
 */
async function trackFromCreation(creditNote: CreditNote, branchId: string, operatorId: string, borrowerRegistrationNumber: string): Promise<void> {
  try {
    await trackCreatedOperation({ creditNote, branchId, operatorId, borrowerRegistrationNumber });
  } catch (error) {
    logger.warn("operação criada mas ainda não acompanhada; a próxima varredura a encontra", { operationId: creditNote.id, error: String(error) });
  }
}

function payrollParts(data: DraftData, form: CreationForm, requestedAmount: number) {
  const { margin, simulation, proposal } = data;
  if (!margin) throw new ActionRefusal("conflict", "Consulte a margem primeiro.");
  const offered = proposal?.reinforcement;
  const reinforcement =
    offered?.hasWarranty && offered.fgtsBalanceInCents !== undefined
      ? {
          fgtsBalanceInCents: offered.fgtsBalanceInCents,
          ...(offered.fgtsRescissionPenaltyInCents !== undefined && { fgtsRescissionPenaltyInCents: offered.fgtsRescissionPenaltyInCents }),
          ...(offered.rescissionBenefitPercentage !== undefined && { rescissionBenefitPercentage: offered.rescissionBenefitPercentage }),
        }
      : undefined;
  return {
    warranty: [
      warrantyFromMargin(margin.query, cents(requestedAmount), {
        warrantyType: form.warrantyType,
        discountStartPeriod: form.discountStartPeriod,
        ...(proposal?.proposalNumber !== undefined && { proposalNumber: proposal.proposalNumber }),
        ...(reinforcement && { reinforcement }),
      }),
    ],
    ...(simulation?.path === "offers" && { registryOfferCTPSRequestId: simulation.offer.offerRequestId }),
    isPartnerChannelCreation: true,
  };
}

function fgtsParts(data: DraftData) {
  const consent = data.consent;
  if (!consent) throw new ActionRefusal("conflict", "Anexe o termo de consentimento primeiro.");
  return {
    uploads: [
      {
        fileType: "Authorization" as const,
        fileName: consent.fileName,
        displayName: consent.displayName ?? "Termo de consentimento FGTS",
        ...(consent.fileId !== undefined && { fileId: consent.fileId }),
      },
    ],
  };
}

/** The API's field paths of a creation body, as the creation form (or the summary) names them. */
function creationField(field: string): string | undefined {
  if (/^warranty\.\d+\.registry_DiscountStartPeriod$/.test(field)) return "discountStartPeriod";
  if (/^warranty\.\d+\.warrantyType$/.test(field)) return "warrantyType";
  if (field === "observations") return "observations";
  return undefined;
}
