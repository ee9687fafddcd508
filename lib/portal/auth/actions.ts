"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { operatorAction } from "../actions/operator-action";
import { isSameOrigin } from "../actions/same-origin";
import { formatDateTime } from "../format/format-date-time";
import { signIn, signOut } from "./auth";
import { currentOperator } from "./current-operator";
import { requestMetaFrom } from "./request-meta";
import { safeRedirectPath } from "./safe-redirect";
import { endAllSessions, endSession, revokeSessions } from "./sessions";
import { signInRefusalMessage, signInSchema, type SignInValues } from "./sign-in-schema";

export type SignInState = { readonly error: string } | null;

/**
 * Password sign-in through Auth.js. On success Auth.js sets the session cookie and redirects (thrown, so it
 * propagates); refusals come back as a message for the form. Rate limit, lock-out and audit happen inside
 * `authorize` (attempt-sign-in.ts).
 */
export async function signInAction(values: SignInValues, callbackUrl: string | null): Promise<SignInState> {
  if (!isSameOrigin(await headers())) return { error: "Requisição de outra origem recusada." };
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) return { error: "Informe e-mail e senha." };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: safeRedirectPath(callbackUrl) });
    return null;
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      const [reason, until] = (error.code ?? "").split(/:(.+)/);
      return { error: signInRefusalMessage(reason, until ? formatDateTime(new Date(until)) : null) };
    }
    if (error instanceof AuthError) return { error: "Não foi possível entrar agora. Tente novamente." };
    throw error;
  }
}

/** Sign-out: the session row goes first (so the cookie is dead even if clearing it fails), then the cookie. */
export async function signOutAction(): Promise<void> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders)) return;
  const operator = await currentOperator();
  if (operator) await endSession(operator, operator.sessionRowId, requestMetaFrom(requestHeaders));
  await signOut({ redirectTo: "/login" });
}

const signOutEverywhere = operatorAction({ capability: null, input: z.object({}) }, async (_input, { operator, meta }) => endAllSessions(operator, meta));

/** A form's action (it answers nothing): every session of the operator ends, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const result = await signOutEverywhere({});
  if (result.ok) await signOut({ redirectTo: "/login?motivo=todas-as-sessoes" });
}

const revokeOwnSession = operatorAction(
  { capability: null, input: z.object({ sessionId: z.uuid() }) },
  async ({ sessionId }, { operator, meta }) => revokeSessions(operator, { operatorId: operator.id, sessionRowId: sessionId }, meta),
);

/** A form's action: one of the operator's own sessions ends. */
export async function revokeOwnSessionAction(formData: FormData): Promise<void> {
  // A public endpoint: whatever a caller posts instead of the form is refused by the wrapper, never a 500.
  const sessionId = formData instanceof FormData ? formData.get("sessionId") : null;
  await revokeOwnSession({ sessionId: typeof sessionId === "string" ? sessionId : "" });
  revalidatePath("/account/sessions");
}
