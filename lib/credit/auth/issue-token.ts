import type { TokenRequest, TokenResponse } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { accessTokenTtlSeconds, hashAccessToken, newAccessToken } from "./access-token";
import { verifySecret } from "@/lib/security/scrypt-hash";
import { recordIssuedToken, recordRefusedAttempt, reserveTokenAttempt } from "./token-throttle";

// Verified against when the client id is unknown, so both failures take the same time.
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * OAuth 2.0 client credentials (RFC 6749 section 4.4): a bearer token for an enabled API client. Throttled per
 * client address and per client_id (token-throttle.ts): the attempt takes its point before the secret is checked.
 */
export async function issueToken(request: TokenRequest, from: { address: string | null }): Promise<TokenResponse> {
  const reservation = await reserveTokenAttempt({ clientId: request.client_id, address: from.address });
  const prisma = getPrisma();
  const client = await prisma.creditApiClient.findUnique({ where: { clientId: request.client_id } });
  const valid = await verifySecret(request.client_secret, client?.secretHash ?? DUMMY_HASH);
  if (!client || !valid || !client.enabled) {
    recordRefusedAttempt(reservation);
    throw new AppError("UNAUTHORIZED", {
      message: "invalid client credentials",
      userMessage: "client_id ou client_secret inválidos.",
    });
  }

  const token = newAccessToken();
  const expiresIn = accessTokenTtlSeconds();
  const now = new Date();
  await prisma.$transaction([
    prisma.creditAccessToken.create({
      data: { tokenHash: hashAccessToken(token), apiClientId: client.id, expiresAt: new Date(now.getTime() + expiresIn * 1000) },
    }),
    prisma.creditApiClient.update({ where: { id: client.id }, data: { lastUsedAt: now } }),
    // Housekeeping: expired tokens of this client are useless.
    prisma.creditAccessToken.deleteMany({ where: { apiClientId: client.id, expiresAt: { lt: now } } }),
  ]);
  await recordIssuedToken(reservation);
  return { access_token: token, token_type: "Bearer", expires_in: expiresIn };
}
