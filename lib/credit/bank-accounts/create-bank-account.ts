import type { BankAccount, BankAccountCreate } from "@/lib/contract/bank-account";
import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { findOwnedPerson } from "../persons/find-owned-person";
import { toBankAccountResponse } from "./to-bank-account-response";

export interface CreateBankAccountOptions {
  caller: Caller;
  body: BankAccountCreate;
}

/**
 * Registers a settlement account for one of the caller's persons (404 unknown person, 403 someone else's).
 * The holder's CPF is stored as sent: a holder other than the borrower is accepted here and makes the
 * settlement fail later (`PaymentRevision`), as the contract describes.
 */
export async function createBankAccount({ caller, body }: CreateBankAccountOptions): Promise<BankAccount> {
  const person = await findOwnedPerson(caller, body.personId);
  const account = await getPrisma().creditBankAccount.create({
    data: { ...body, personId: person.id, correspondentId: caller.correspondentId },
  });
  logger.info("conta de liquidação cadastrada", {
    bankAccountId: account.id,
    personId: person.id,
    holderIsBorrower: account.holderRegistrationNumber === person.registrationNumber,
  });
  return toBankAccountResponse(account);
}
