"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { isSameOrigin } from "@/lib/portal/actions/same-origin";
import { signOut } from "@/lib/portal/auth/auth";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { requestMetaFrom } from "@/lib/portal/auth/request-meta";
import { endAllSessions, endSession, revokeSessions } from "@/lib/portal/auth/sessions";

/** Sign-out: the session row goes first (so the cookie is dead even if clearing it fails), then the cookie. */
export async function signOutAction(): Promise<void> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders)) return;
  const operator = await currentOperator();
  if (operator) await endSession(operator, operator.sessionRowId, requestMetaFrom(requestHeaders));
  await signOut({ redirectTo: "/login" });
}

const signOutEverywhere = operatorAction({ capability: null, input: z.object({}) }, async (_input, { operator, meta }) =>
  endAllSessions(operator, meta),
);

export async function signOutEverywhereAction(): Promise<void> {
  const result = await signOutEverywhere({});
  if (result.ok) await signOut({ redirectTo: "/login?motivo=todas-as-sessoes" });
}

const revokeOwnSession = operatorAction(
  { capability: null, input: z.object({ sessionId: z.uuid() }) },
  async ({ sessionId }, { operator, meta }) => revokeSessions(operator, { operatorId: operator.id, sessionRowId: sessionId }, meta),
);

export async function revokeOwnSessionAction(formData: FormData): Promise<void> {
  // A public endpoint: whatever a caller posts instead of the form is refused by the wrapper, never a 500.
  const sessionId = formData instanceof FormData ? formData.get("sessionId") : null;
  await revokeOwnSession({ sessionId: typeof sessionId === "string" ? sessionId : "" });
  revalidatePath("/account/sessions");
}
