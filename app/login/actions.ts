"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { headers } from "next/headers";
import { isSameOrigin } from "@/lib/portal/actions/same-origin";
import { signIn } from "@/lib/portal/auth/auth";
import { safeRedirectPath } from "@/lib/portal/auth/safe-redirect";
import { signInRefusalMessage, signInSchema, type SignInValues } from "@/lib/portal/auth/sign-in-schema";
import { formatDateTime } from "@/lib/portal/format/format-date-time";

export type SignInState = { readonly error: string } | null;

/**
 * Password sign-in through Auth.js. On success Auth.js sets the session cookie and redirects (thrown, so it
 * propagates); refusals come back as a message for the form. Rate limit, lock-out and audit happen inside
 * `authorize` (lib/portal/auth/attempt-sign-in.ts).
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
