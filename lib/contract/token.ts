/**
 * `POST /oauth/token`: OAuth 2.0 client credentials, body as form or JSON (DESIGN §3). The token is opaque
 * to the caller, expires (default 1 h) and is renewed by asking again.
 */
import { z } from "zod";
import { expecting } from "./messages";
import { requestObject } from "./objects";
import { textSchema } from "./units";

/** The token's lifetime when the deployment does not set another (ACCESS_TOKEN_TTL_SECONDS): one hour. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;

/** When the token route answers 429, in pt-BR: the route's reference and the authentication guide say it in these words. */
export const TOKEN_THROTTLE_RULE =
  "Tentativas recusadas demais deste endereço, ou deste client_id a partir de um endereço que ainda não obteve token para ele; aguarde o tempo de Retry-After (segundos).";

export const tokenRequestSchema = requestObject(
  {
    grant_type: z
      .literal("client_credentials", { error: expecting("informe grant_type = client_credentials (ou omita)") })
      .optional()
      .describe("Só client_credentials; pode ser omitido."),
    client_id: textSchema("o client_id recebido no onboarding", { max: 200 }),
    client_secret: textSchema("o client_secret recebido no onboarding", { max: 500 }),
    scope: textSchema("o escopo", { max: 500 }).optional().describe("Ignorado: o escopo vem do cliente da API."),
  },
  "pedido de token",
).meta({ id: "TokenRequest", description: "Credenciais do cliente da API (client credentials)." });

export const tokenResponseSchema = z
  .object({
    access_token: z.string().describe("Token de acesso; envie como Authorization: Bearer <token>."),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().min(1).describe(`Validade em segundos (padrão: ${DEFAULT_ACCESS_TOKEN_TTL_SECONDS}).`),
  })
  .meta({ id: "TokenResponse", description: "Token de acesso à API." });

export type TokenRequest = z.output<typeof tokenRequestSchema>;
export type TokenResponse = z.output<typeof tokenResponseSchema>;
