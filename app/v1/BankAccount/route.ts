import { routes } from "@/lib/contract";
import { createBankAccount } from "@/lib/credit/bank-accounts/create-bank-account";
import { listBankAccounts } from "@/lib/credit/bank-accounts/list-bank-accounts";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.createBankAccount, async ({ caller, body }) => createBankAccount({ caller, body }));
export const GET = creditRoute(routes.listBankAccounts, async ({ caller, query }) => listBankAccounts(caller, query));
