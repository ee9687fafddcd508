import type { AccountType } from "@/lib/contract/enums";
import type { BankAccount } from "@/lib/contract/bank-account";
import type { CreditBankAccount } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";

/** An account row as the contract's `BankAccount` (with the holder's CPF). */
export function toBankAccountResponse(row: CreditBankAccount): BankAccount {
  return {
    id: row.id,
    personId: row.personId,
    bankCode: row.bankCode,
    agency: row.agency,
    ...(row.agencyDigit !== null && { agencyDigit: row.agencyDigit }),
    accountNumber: row.accountNumber,
    accountDigit: row.accountDigit,
    accountType: row.accountType as AccountType,
    holderRegistrationNumber: row.holderRegistrationNumber,
    ...(row.holderName !== null && { holderName: row.holderName }),
    createdAt: toUtcDateTime(row.createdAt),
  };
}
