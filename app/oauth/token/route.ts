import { routes } from "@/lib/contract";
import { issueToken } from "@/lib/credit/auth/issue-token";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = creditRoute(routes.issueToken, async ({ body, request }) => issueToken(body, { address: requestClientAddress(request.headers) }));
