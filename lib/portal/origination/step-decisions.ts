/**
 * Whether a step asks for anything a person decides (issue 24). A step that decides nothing is recorded by the
 * wizard on the operator's behalf and passed with a one-line note and a way back; anything with a choice or a
 * doubt stops and asks: an authorization that is pending, refused or that the margin query no longer accepts, two
 * employment links, a margin query whose cache window has passed, several accounts or consent terms. Pure.
 */
import type { BankAccount, FreeMargin, MarginAuthorization, UploadRecord } from "@/lib/contract";
import { linkKey } from "./margin-links";

/** The authorization that decides the margin query: the newest one (a newer refusal outweighs an older approval). */
export function decisiveAuthorization<T extends Pick<MarginAuthorization, "createdAt">>(authorizations: readonly T[]): T | undefined {
  return [...authorizations].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * The authorization the wizard may use without asking: the decisive one, when it is `Approved` and is not the one
 * the margin query already refused as no longer valid (the contract has no expiry status: that refusal is the
 * only sign, and then the worker must authorize again).
 */
export function usableAuthorization<T extends Pick<MarginAuthorization, "id" | "status" | "createdAt">>(
  authorizations: readonly T[],
  refusedByMarginQuery: string | null,
): T | undefined {
  const decisive = decisiveAuthorization(authorizations);
  return decisive?.status === "Approved" && decisive.id !== refusedByMarginQuery ? decisive : undefined;
}

export type MarginDecision =
  /** One employment link, its query inside the cache window: use it. */
  | { readonly kind: "use"; readonly query: FreeMargin }
  /** No query yet: query at once (entering the step is the operator's request). */
  | { readonly kind: "query" }
  /** Several links to choose from, or the last query's window has passed (a new one may answer differently). */
  | { readonly kind: "ask"; readonly reason: "several-links" | "window-passed" };

/** The margin step for the borrower's queries (all of them, newest first or not), at `now`. */
export function marginDecision(queries: readonly FreeMargin[], now: Date): MarginDecision {
  const valid = queries.filter((query) => new Date(query.validUntil) > now);
  const links = new Set(valid.map(linkKey));
  if (links.size > 1) return { kind: "ask", reason: "several-links" };
  const newest = [...valid].sort((a, b) => b.queriedAt.localeCompare(a.queriedAt))[0];
  if (newest) return { kind: "use", query: newest };
  return queries.length > 0 ? { kind: "ask", reason: "window-passed" } : { kind: "query" };
}

/** The settlement account when exactly one is in the borrower's own name (the only ones that can receive the loan). */
export function soleUsableAccount<T extends Pick<BankAccount, "holderRegistrationNumber">>(registrationNumber: string, accounts: readonly T[]): T | undefined {
  const usable = accounts.filter((account) => account.holderRegistrationNumber === registrationNumber);
  return usable.length === 1 ? usable[0] : undefined;
}

/** The FGTS consent term when the borrower has exactly one on file (several are a choice). */
export function soleConsentTerm(uploads: readonly UploadRecord[]): UploadRecord | undefined {
  const terms = uploads.filter((upload) => upload.fileType === "Authorization");
  return terms.length === 1 ? terms[0] : undefined;
}
