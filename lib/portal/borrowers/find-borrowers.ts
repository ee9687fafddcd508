import "server-only";
import type { BankAccount, NaturalPerson, Page } from "@/lib/contract";
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
