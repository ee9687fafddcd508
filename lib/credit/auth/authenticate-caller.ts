import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { hashAccessToken } from "./access-token";

/** Who is calling the credit API: the API client and the correspondent its data belongs to. */
export interface Caller {
  apiClientId: string;
  correspondentId: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Resolves `Authorization: Bearer <token>`; a missing, unknown, expired or disabled one is a 401. */
export async function authenticateCaller(authorization: string | null): Promise<Caller> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw unauthorized("missing bearer token", "Envie Authorization: Bearer <token> (obtenha um em POST /oauth/token).");

  const record = await getPrisma().creditAccessToken.findUnique({
    where: { tokenHash: hashAccessToken(token) },
    select: { expiresAt: true, apiClient: { select: { id: true, enabled: true, correspondentId: true } } },
  });
  if (!record || !record.apiClient.enabled) throw unauthorized("unknown bearer token", "Token inválido: obtenha um novo em POST /oauth/token.");
  if (record.expiresAt.getTime() <= Date.now()) throw unauthorized("expired bearer token", "Token expirado: obtenha um novo em POST /oauth/token.");
  return { apiClientId: record.apiClient.id, correspondentId: record.apiClient.correspondentId };
}

function unauthorized(message: string, userMessage: string): AppError {
  return new AppError("UNAUTHORIZED", { message, userMessage });
}
