import "server-only";
import type { BankAccount, NaturalPerson, Page } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { creditClientForOperator } from "../credit/branch-credit-client";

/** A page of the branch's borrowers, newest first, or the one with this CPF. */
export async function findBorrowers(operator: SessionOperator, query: { registrationNumber?: string; page?: number }): Promise<Page<NaturalPerson>> {
  const client = await creditClientForOperator(operator);
  return client.call("listNaturalPersons", {
    query: { ...(query.registrationNumber && { registrationNumber: query.registrationNumber }), page: query.page ?? 1, size: 20 },
  });
}

export interface BorrowerWithAccounts {
  readonly person: NaturalPerson;
  readonly accounts: readonly BankAccount[];
}

/** The branch's borrower with this CPF and its settlement accounts, or null when not registered here. */
export async function findBorrowerByCpf(operator: SessionOperator, registrationNumber: string): Promise<BorrowerWithAccounts | null> {
  const client = await creditClientForOperator(operator);
  const page = await client.call("listNaturalPersons", { query: { registrationNumber, size: 1 } });
  const person = page.data[0];
  if (!person) return null;
  const accounts = await client.call("listBankAccounts", { query: { personId: person.id, size: 100 } });
  return { person, accounts: accounts.data };
}

/** The branch's borrower with this id and its accounts, or null when it is not one of the branch's. */
export async function findBorrowerById(operator: SessionOperator, personId: string): Promise<BorrowerWithAccounts | null> {
  if (!/^[0-9a-f-]{36}$/i.test(personId)) return null;
  const client = await creditClientForOperator(operator);
  try {
    const [person, accounts] = await Promise.all([
      client.call("getNaturalPerson", { params: { id: personId } }),
      client.call("listBankAccounts", { query: { personId, size: 100 } }),
    ]);
    return { person, accounts: accounts.data };
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "forbidden" || error.kind === "not-found" || error.kind === "validation")) return null;
    throw error;
  }
}
