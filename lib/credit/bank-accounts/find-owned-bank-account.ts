import { getPrisma } from "@/lib/db/client";
import type { CreditBankAccount } from "@/lib/db/generated/client";
import { loadOwned, OWNED_RESOURCES } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";

/** The account row when the caller's correspondent owns it: 404 when unknown, 403 when someone else's. */
export function findOwnedBankAccount(caller: Caller, bankAccountId: string): Promise<CreditBankAccount> {
  return loadOwned((id) => getPrisma().creditBankAccount.findUnique({ where: { id } }), bankAccountId, caller, OWNED_RESOURCES.bankAccount);
}
