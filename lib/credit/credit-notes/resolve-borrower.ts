import type { CreditNoteCreate } from "@/lib/contract";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { createBankAccount } from "../bank-accounts/create-bank-account";
import { findOwnedBankAccount } from "../bank-accounts/find-owned-bank-account";
import { createNaturalPerson } from "../persons/create-natural-person";
import { findOwnedPerson } from "../persons/find-owned-person";

export interface Borrower {
  personId: string;
  bankAccountId: string;
  /** The borrower's CPF (for the margin check; never logged). */
  registrationNumber: string;
}

/**
 * The borrower and settlement account of a creation: the caller's `personId` + `bankAccountId` (the account
 * must be that person's), or `newPersonAndAccount`, which registers both first.
 */
export async function resolveBorrower(caller: Caller, body: CreditNoteCreate): Promise<Borrower> {
  if (body.newPersonAndAccount) {
    const person = await createNaturalPerson({ caller, body: body.newPersonAndAccount.person, uploadsPath: "newPersonAndAccount.person.uploads" });
    const account = await createBankAccount({ caller, body: { ...body.newPersonAndAccount.bankAccount, personId: person.id } });
    return { personId: person.id, bankAccountId: account.id, registrationNumber: person.registrationNumber };
  }
  // The contract requires both ids when newPersonAndAccount is absent.
  return requireAccountOfPerson(caller, body.personId!, body.bankAccountId!);
}

/** A settlement account must belong to the operation's borrower. */
export async function requireAccountOfPerson(caller: Caller, personId: string, bankAccountId: string): Promise<Borrower> {
  const person = await findOwnedPerson(caller, personId);
  const account = await findOwnedBankAccount(caller, bankAccountId);
  if (account.personId !== person.id) {
    throw new AppError("VALIDATION", {
      message: "bank account of another person",
      fieldErrors: [{ field: "bankAccountId", message: "a conta de liquidação deve ser do tomador da operação (personId)" }],
    });
  }
  return { personId: person.id, bankAccountId: account.id, registrationNumber: person.registrationNumber };
}
