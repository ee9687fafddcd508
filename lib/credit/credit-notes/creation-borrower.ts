import type { CreditNoteCreate } from "@/lib/contract";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { findOwnedBankAccount } from "../bank-accounts/find-owned-bank-account";
import { insertNaturalPerson, prepareNaturalPerson } from "../persons/create-natural-person";
import { findOwnedPerson } from "../persons/find-owned-person";

export interface Borrower {
  personId: string;
  bankAccountId: string;
  /** The borrower's CPF (for the margin check; never logged). */
  registrationNumber: string;
}

/**
 * The borrower of a creation, checked and not written yet: its CPF for the checks that come before the operation
 * (margin, a cancel in progress), and `write`, run inside the operation's transaction, which gives the ids.
 */
export interface PendingBorrower {
  /** The borrower's CPF (for the margin check; never logged). */
  readonly registrationNumber: string;
  write(tx: Prisma.TransactionClient): Promise<{ personId: string; bankAccountId: string }>;
}

/**
 * The borrower and settlement account of a creation: the caller's `personId` + `bankAccountId` (the account
 * must be that person's), or `newPersonAndAccount`, which registers both in the operation's own transaction:
 * a creation refused by a later check (margin, cancel in progress) leaves neither, and its retry is not a 409.
 */
export async function prepareCreationBorrower(caller: Caller, body: CreditNoteCreate): Promise<PendingBorrower> {
  const fresh = body.newPersonAndAccount;
  if (fresh) {
    const person = await prepareNaturalPerson({ caller, body: fresh.person, uploadsPath: "newPersonAndAccount.person.uploads" });
    return {
      registrationNumber: fresh.person.registrationNumber,
      async write(tx) {
        const { person: written } = await insertNaturalPerson(tx, person);
        const account = await tx.creditBankAccount.create({ data: { ...fresh.bankAccount, personId: written.id, correspondentId: caller.correspondentId } });
        return { personId: written.id, bankAccountId: account.id };
      },
    };
  }
  // The contract requires both ids when newPersonAndAccount is absent.
  const existing = await requireAccountOfPerson(caller, body.personId!, body.bankAccountId!);
  return { registrationNumber: existing.registrationNumber, write: async () => existing };
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
