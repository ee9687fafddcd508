import "server-only";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { listMarginAuthorizations } from "../borrowers/request-margin-authorization";
import { requireOwnDraft } from "./load-draft";
import { summarizeAuthorization, type AuthorizationSummary } from "./draft-authorizations-summary";

export type { AuthorizationSummary };


/** The authorizations of a draft's borrower, newest first. */
export async function draftAuthorizations(operator: SessionOperator, draftId: string): Promise<{ authorizations: AuthorizationSummary[] }> {
  const draft = await requireOwnDraft(operator, draftId);
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const authorizations = await listMarginAuthorizations({ operator }, borrower.registrationNumber);
  return { authorizations: authorizations.map(summarizeAuthorization) };
}
