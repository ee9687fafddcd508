import "server-only";
import { ActionRefusal } from "../actions/action-result";
import { listMarginAuthorizations, requestMarginAuthorization } from "../borrowers/request-margin-authorization";
import { toContractDateTime } from "../format/dates";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";
import { decisiveAuthorization } from "./step-decisions";
import type { Contact } from "@/lib/contract";

/** Step "autorizacao": registers a new authorization for the draft's borrower and records it (Pending). */
export async function requestDraftAuthorization(context: OriginationContext, input: { draftId: string; contact?: Contact; formKey: string }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "autorizacao", "payroll");
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const authorization = await requestMarginAuthorization(context, {
    personId: borrower.personId,
    formKey: input.formKey,
    ...(input.contact && { contact: input.contact }),
  });
  return saveDraftStep({ draft, step: "autorizacao", value: { id: authorization.id, status: authorization.status, checkedAt: toContractDateTime(new Date()) } });
}

/**
 * Step "autorizacao": reads the borrower's authorizations again and records the decisive one. The step is done
 * only when it is `Approved`; `Pending` and `Refused` keep the operator here with what to do next.
 */
export async function confirmDraftAuthorization(context: OriginationContext, input: { draftId: string }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "autorizacao", "payroll");
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const latest = decisiveAuthorization(await listMarginAuthorizations(context, borrower.registrationNumber));
  if (!latest) throw new ActionRefusal("conflict", "Não há autorização registrada para este CPF: registre uma.");
  if (latest.id === draft.data.authorization?.id && draft.data.authorization.refusedByMarginQueryAt) {
    throw new ActionRefusal("conflict", "Esta autorização não vale mais: a consulta de margem a recusou. Registre uma nova autorização com o trabalhador.");
  }
  const saved = await saveDraftStep({
    draft,
    step: "autorizacao",
    value: { id: latest.id, status: latest.status, checkedAt: toContractDateTime(new Date()), ...(latest.status === "Approved" && { approvedAt: latest.updatedAt }) },
  });
  return { draft: saved, authorization: latest };
}
