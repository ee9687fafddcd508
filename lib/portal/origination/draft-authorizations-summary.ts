import type { MarginAuthorization } from "@/lib/contract";

export type AuthorizationSummary = Pick<MarginAuthorization, "id" | "status" | "createdAt" | "updatedAt" | "refusalReason"> & { readonly channel: string | null };

/** An authorization as the screens show it: status, dates, the refusal reason and the channel, no CPF. */
export function summarizeAuthorization(authorization: MarginAuthorization): AuthorizationSummary {
  const { id, status, createdAt, updatedAt, refusalReason } = authorization;
  return { id, status, createdAt, updatedAt, ...(refusalReason !== undefined && { refusalReason }), channel: authorization.contact?.type ?? null };
}
