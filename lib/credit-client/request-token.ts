import { routes } from "@/lib/contract/routes";
import { CreditApiError } from "./credit-api-error";
import { errorFromReply } from "./error-from-reply";
import { jsonOf } from "./http-reply";
import { normalizeBaseUrl } from "./build-request";
import { sendRequest, type FetchLike } from "./send-request";
import type { IssuedToken } from "./token-cache";

export interface CreditCredential {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface TokenRequestOptions {
  fetch: FetchLike;
  baseUrl: string;
  credential: CreditCredential;
  timeoutMs: number;
  requestId: string;
}

const route = routes.issueToken;

/**
 * `POST /oauth/token` with the client credentials. A refusal of the credentials (400, 401, 403) is kind
 * "credentials": retrying cannot help, the configuration must change. Other failures keep their kind.
 */
export async function requestToken(options: TokenRequestOptions): Promise<IssuedToken> {
  const { clientId, clientSecret } = options.credential;
  const reply = await sendRequest(
    options.fetch,
    `${normalizeBaseUrl(options.baseUrl)}${route.path}`,
    {
      method: route.method,
      headers: { accept: "application/json", "content-type": "application/json", "x-request-id": options.requestId },
      body: JSON.stringify({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
      redirect: "manual",
      cache: "no-store",
    },
    options.timeoutMs,
    route.operationId,
  );
  if (reply.status === 400 || reply.status === 401 || reply.status === 403) {
    throw errorFromReply(route.operationId, reply, "credentials");
  }
  if (reply.status < 200 || reply.status > 299) throw errorFromReply(route.operationId, reply);

  const token = route.response.safeParse(jsonOf(reply));
  if (!token.success) {
    throw new CreditApiError({ kind: "contract", operationId: route.operationId, status: reply.status, title: "resposta de token fora do contrato" });
  }
  return { accessToken: token.data.access_token, expiresInSeconds: token.data.expires_in };
}
