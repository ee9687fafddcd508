import { routes } from "@/lib/contract";
import { issueToken } from "@/lib/credit/auth/issue-token";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.issueToken, async ({ body }) => issueToken(body));
