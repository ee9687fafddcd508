import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from "@/lib/contract/token";

/** Bearer tokens are opaque random strings; the database keeps only their SHA-256. */
export const ACCESS_TOKEN_PREFIX = "cpat_";

export function newAccessToken(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Token lifetime: ACCESS_TOKEN_TTL_SECONDS, default one hour (DESIGN.md section 3). */
export function accessTokenTtlSeconds(): number {
  const configured = Number(process.env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
}
