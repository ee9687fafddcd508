import "server-only";
import type { FreeMargin } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { marginQueryProduct } from "./branch-products";
import type { LoadedDraft } from "./load-draft";
import { linkKey } from "./margin-links";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";
import { toContractDateTime } from "../format/dates";

export { linkKey };

/** The borrower's margin queries for the branch's payroll product, as the API's history has them (any window). */
export async function borrowerMarginQueries(context: OriginationContext, draft: LoadedDraft): Promise<FreeMargin[]> {
  const borrower = draft.data.borrower;
  if (!borrower) return [];
  const client = await creditClientForOperator(context.operator);
  const product = await marginQueryProduct(client, draft.branchId);
  const history = await client.call("listFreeMarginQueries", {
    query: { personId: borrower.personId, ...(product && { creditProductId: product.id }), size: 20 },
  });
  return history.data;
}

/**
 * The borrower's margin queries still inside their cache window, newest first, one per employment link: the step
 * reuses them instead of querying again (spec: use the history to avoid repeating inside the window).
 */
export async function validMarginQueries(context: OriginationContext, draft: LoadedDraft, now = new Date()): Promise<FreeMargin[]> {
  const seen = new Set<string>();
  return (await borrowerMarginQueries(context, draft))
    .filter((query) => new Date(query.validUntil) > now)
    .sort((a, b) => b.queriedAt.localeCompare(a.queriedAt))
    .filter((query) => {
      const key = linkKey(query);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Step "margem": queries the free margin (inside the cache window the API answers the same result again, so this is
 * never a wasted registry call). A missing authorization sends the operator back to that step.
 */
export async function queryDraftMargin(context: OriginationContext, input: { draftId: string }): Promise<FreeMargin> {
  return runMarginQuery(context, await requireDraftAtStep(context.operator, input.draftId, "margem", "payroll"));
}

/**
 * The margin query of a draft at its margin step. Refused for want of a valid authorization, the draft records that
 * its approved authorization no longer holds, so the wizard stops at the authorization step instead of passing it.
 */
export async function runMarginQuery(context: OriginationContext, draft: LoadedDraft): Promise<FreeMargin> {
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const client = await creditClientForOperator(context.operator);
  const product = await marginQueryProduct(client, draft.branchId);
  try {
    const result = await client.call("queryFreeMargin", { query: { personId: borrower.personId, ...(product && { creditProductId: product.id }) } });
    await recordAuditEvent(getPrisma(), {
      actor: context.operator,
      action: "margin.queried",
      summary: `Margem consultada para o CPF ${borrower.registrationNumber}`,
      ipPrefix: context.meta.ipPrefix,
    });
    return result;
  } catch (error) {
    if (isCreditApiError(error) && error.kind === "validation" && /autoriza/i.test(error.detail ?? error.userMessage)) {
      const authorization = draft.data.authorization;
      if (authorization) await saveDraftStep({ draft, step: "autorizacao", value: { ...authorization, refusedByMarginQueryAt: toContractDateTime(new Date()) } });
      throw new ActionRefusal(
        "conflict",
        "A consulta de margem foi recusada por falta de autorização válida. Volte à etapa de autorização e registre uma nova, mesmo que o trabalhador já tenha autorizado antes.",
      );
    }
    throw error;
  }
}

/** Step "margem": uses one of the valid queries (chosen by its link) as the source of the collateral. */
export async function selectDraftMargin(context: OriginationContext, input: { draftId: string; link: string }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "margem", "payroll");
  const query = (await validMarginQueries(context, draft)).find((candidate) => linkKey(candidate) === input.link);
  if (!query) throw new ActionRefusal("conflict", "Esta consulta saiu da janela de validade: consulte a margem de novo.");
  return saveDraftStep({ draft, step: "margem", value: { query } });
}
