import "server-only";
import type { SessionOperator } from "../auth/load-session-operator";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { summarizeAuthorization, type AuthorizationSummary } from "../origination/draft-authorizations-summary";

/** The authorizations of one of the branch's borrowers, newest first, summarized for the screen. */
export async function borrowerAuthorizations(operator: SessionOperator, personId: string): Promise<{ authorizations: AuthorizationSummary[] }> {
  const client = await creditClientForOperator(operator);
  const person = await client.call("getNaturalPerson", { params: { id: personId } });
  const page = await client.call("listMarginAuthorizations", { query: { registrationNumber: person.registrationNumber, size: 20 } });
  return { authorizations: page.data.map(summarizeAuthorization) };
}
