import type { BankAccount, BankAccountListQuery } from "@/lib/contract/bank-account";
import type { Page } from "@/lib/contract/pagination";
import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { pageWindow, toPage } from "../pagination";
import { findOwnedPerson } from "../persons/find-owned-person";
import { toBankAccountResponse } from "./to-bank-account-response";

/** A person's settlement accounts, newest first (404 unknown person, 403 someone else's). */
export async function listBankAccounts(caller: Caller, query: BankAccountListQuery): Promise<Page<BankAccount>> {
  const person = await findOwnedPerson(caller, query.personId);
  const where = { correspondentId: caller.correspondentId, personId: person.id };
  const prisma = getPrisma();
  const [rows, totalItems] = await Promise.all([
    prisma.creditBankAccount.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(query) }),
    prisma.creditBankAccount.count({ where }),
  ]);
  return toPage(rows.map(toBankAccountResponse), totalItems, query);
}
