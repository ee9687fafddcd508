import "server-only";
import type { BankAccount, CreditNote, MarginAuthorization, NaturalPerson } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { visibleOperations } from "../access/operation-access";
import { creditClientForOperator } from "../credit/branch-credit-client";

export interface BorrowerDossier {
  readonly person: NaturalPerson;
  readonly accounts: readonly BankAccount[];
  readonly authorizations: readonly MarginAuthorization[];
  readonly operations: readonly CreditNote[];
}

/**
 * The borrower, read with the branch's credential: another organization's borrower is a 403 there, and null here
 * (the page answers 404 without telling whether it exists). One call, made before the page streams.
 */
export async function getBorrowerPerson(operator: SessionOperator, personId: string): Promise<NaturalPerson | null> {
  const client = await creditClientForOperator(operator);
  try {
    return await client.call("getNaturalPerson", { params: { id: personId } });
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "forbidden" || error.kind === "not-found" || error.kind === "validation")) return null;
    throw error;
  }
}

/**
 * Everything else the branch holds about a borrower, read in parallel from the credit API. A borrower is one record
 * per organization (its branches share the CPF's registration); its operations are listed only where the
 * operator's branch scope reaches them (lib/portal/access).
 */
export async function getBorrowerDossier(operator: SessionOperator, person: NaturalPerson): Promise<BorrowerDossier> {
  const client = await creditClientForOperator(operator);
  const [accounts, authorizations, operations] = await Promise.all([
    client.call("listBankAccounts", { query: { personId: person.id, size: 100 } }),
    client.call("listMarginAuthorizations", { query: { registrationNumber: person.registrationNumber, size: 100 } }),
    client.call("listCreditNotes", { query: { personId: person.id, size: 100 } }),
  ]);
  return {
    person,
    accounts: accounts.data,
    authorizations: [...authorizations.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    operations: (await visibleOperations(operator, operations.data)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}
