import "server-only";
import { getToken } from "next-auth/jwt";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { authSecret } from "../config/portal-secrets";
import { loadSessionOperator, type SessionOperator } from "./load-session-operator";
import { safeRedirectPath } from "./safe-redirect";
import { hasSessionCookie, sessionEndReason } from "./session-end";
import { can, canViewBranch, type BranchRef, type Capability } from "./permissions";

/**
 * The signed-in operator of this request, checked against the database (session row alive, operator
 * enabled), once per request. Only the cookie counts: a bearer header is not a portal session.
 */
export const currentOperator = cache(async (): Promise<SessionOperator | null> => {
  const token = await sessionToken();
  const sid = token?.sid;
  return typeof sid === "string" ? loadSessionOperator(sid) : null;
});

/** The session cookie's JWT, decoded and verified (null when absent, tampered with or past its 8 hours). */
const sessionToken = cache(async () => {
  const cookie = (await headers()).get("cookie") ?? "";
  const req = { headers: new Headers({ cookie }) };
  const secret = authSecret();
  // The cookie is `__Secure-` prefixed when served over HTTPS; try that name first.
  return (await getToken({ req, secret, secureCookie: true })) ?? (await getToken({ req, secret, secureCookie: false }));
});

/**
 * For pages: the operator, or the sign-in page, which then sends the operator back to the address asked for
 * (proxy.ts passes it) and, when a session existed, says why it ended.
 */
export async function requireOperator(): Promise<SessionOperator> {
  const operator = await currentOperator();
  if (operator) return operator;
  const requestHeaders = await headers();
  const back = safeRedirectPath(requestHeaders.get("x-portal-path"));
  const reason = await sessionEndReason(await sessionToken(), hasSessionCookie(requestHeaders.get("cookie") ?? ""));
  const query = new URLSearchParams({ ...(reason && { motivo: reason }), ...(back !== "/" && { callbackUrl: back }) }).toString();
  redirect(query ? `/login?${query}` : "/login");
}

/** For pages: the operator if the role has the capability; 403 otherwise. */
export async function requireCapability(capability: Capability): Promise<SessionOperator> {
  const operator = await requireOperator();
  if (!can(operator.role, capability)) forbidden();
  return operator;
}

/** For pages: 403 unless the operator may see that branch (a correspondent only its own). */
export async function requireBranchAccess(branch: BranchRef): Promise<SessionOperator> {
  const operator = await requireOperator();
  if (!canViewBranch(operator, branch)) forbidden();
  return operator;
}
