import { routes } from "@/lib/contract";
import { getBankAccount } from "@/lib/credit/bank-accounts/get-bank-account";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const GET = creditRoute(routes.getBankAccount, async ({ caller, params }) => getBankAccount({ caller, bankAccountId: params.id }));
