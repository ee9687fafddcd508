import { randomBytes } from "node:crypto";
import { sha256 } from "./request-meta";

/** Sessions last a working day; the row's `expires` is absolute (refreshing the cookie does not extend it). */
export const SESSION_HOURS = 8;

/** A new session id for the cookie (256 bits) and the hash stored in `portal_session.sessionToken`. */
export function newSessionToken(): { raw: string; stored: string } {
  const raw = randomBytes(32).toString("base64url");
  return { raw, stored: storedSessionToken(raw) };
}

/** The database keeps only a hash: a copy of the table does not let anyone impersonate a session. */
export function storedSessionToken(raw: string): string {
  return sha256(raw);
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_HOURS * 3_600_000);
}
