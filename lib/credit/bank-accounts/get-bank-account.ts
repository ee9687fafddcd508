import type { BankAccount } from "@/lib/contract/bank-account";
import type { Caller } from "../auth/authenticate-caller";
import { findOwnedBankAccount } from "./find-owned-bank-account";
import { toBankAccountResponse } from "./to-bank-account-response";

export interface GetBankAccountOptions {
  caller: Caller;
  bankAccountId: string;
}

/** The caller's settlement account; 404 unknown, 403 someone else's. */
export async function getBankAccount({ caller, bankAccountId }: GetBankAccountOptions): Promise<BankAccount> {
  return toBankAccountResponse(await findOwnedBankAccount(caller, bankAccountId));
}
