import { hasForbiddenCharacter } from "@/lib/contract/units";
import { requestClientAddress } from "@/lib/http/client-address";

export const USER_AGENT_MAX = 512;

/** What the request tells about the signer's device, stored with the decision (never logged, never sent to partners). */
export interface SigningEvidence {
  /** The client address as the server decided it (TRUST_PROXY honoured by scripts/app-server.ts), or null. */
  readonly clientAddress: string | null;
  /** The User-Agent header, at most USER_AGENT_MAX characters, control characters replaced. */
  readonly userAgent: string | null;
}

export function signingEvidence(headers: Headers): SigningEvidence {
  return { clientAddress: requestClientAddress(headers), userAgent: boundedUserAgent(headers.get("user-agent")) };
}

export function boundedUserAgent(value: string | null): string | null {
  if (value === null) return null;
  // Header values are bounded by the HTTP server (16 KiB); only the first characters are looked at.
  const head = Array.from(value.slice(0, USER_AGENT_MAX * 2)).slice(0, USER_AGENT_MAX);
  const text = head.map((character) => (hasForbiddenCharacter(character) ? "\uFFFD" : character)).join("").trim();
  return text === "" ? null : text;
}
