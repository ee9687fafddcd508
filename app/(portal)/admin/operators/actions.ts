"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { createOperator } from "@/lib/portal/operators/create-operator";
import {
  createOperatorSchema,
  resetOperatorPasswordSchema,
  revokeOperatorSessionsSchema,
  setOperatorDisabledSchema,
  updateOperatorSchema,
  type CreateOperatorFormValues,
  type ResetOperatorPasswordFormValues,
  type UpdateOperatorFormValues,
} from "@/lib/portal/operators/operator-schemas";
import { resetOperatorPassword } from "@/lib/portal/operators/reset-operator-password";
import { revokeOperatorSessions } from "@/lib/portal/operators/revoke-operator-sessions";
import { setOperatorDisabled } from "@/lib/portal/operators/set-operator-disabled";
import { updateOperator } from "@/lib/portal/operators/update-operator";

/*
 * Operator administration (managers only). Each action: operatorAction checks origin, session and the
 * manageOperators capability and parses with the form's schema; the lib operation enforces the rules and
 * audits; then the list and details pages are refreshed.
 */

const ADMIN_PATH = "/admin/operators";

function refreshing<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) revalidatePath(ADMIN_PATH, "layout");
  return result;
}

const create = operatorAction({ capability: "manageOperators", input: createOperatorSchema }, (input, { operator, meta }) =>
  createOperator({ actor: operator, input, meta }),
);

export async function createOperatorAction(values: CreateOperatorFormValues): Promise<ActionResult<{ id: string }>> {
  return refreshing(await create(values));
}

const update = operatorAction({ capability: "manageOperators", input: updateOperatorSchema }, (input, { operator, meta }) =>
  updateOperator({ actor: operator, input, meta }),
);

export async function updateOperatorAction(values: UpdateOperatorFormValues): Promise<ActionResult<{ changed: boolean }>> {
  return refreshing(await update(values));
}

const setDisabled = operatorAction({ capability: "manageOperators", input: setOperatorDisabledSchema }, (input, { operator, meta }) =>
  setOperatorDisabled({ actor: operator, input, meta }),
);

export async function setOperatorDisabledAction(values: { operatorId: string; disabled: boolean }): Promise<ActionResult<{ changed: boolean; endedSessions: number }>> {
  return refreshing(await setDisabled(values));
}

const resetPassword = operatorAction({ capability: "manageOperators", input: resetOperatorPasswordSchema }, (input, { operator, meta }) =>
  resetOperatorPassword({ actor: operator, input, meta }),
);

export async function resetOperatorPasswordAction(values: ResetOperatorPasswordFormValues): Promise<ActionResult<{ endedSessions: number }>> {
  return refreshing(await resetPassword(values));
}

const revoke = operatorAction({ capability: "manageOperators", input: revokeOperatorSessionsSchema }, (input, { operator, meta }) =>
  revokeOperatorSessions({ actor: operator, input, meta }),
);

export async function revokeOperatorSessionsAction(values: { operatorId: string; sessionId?: string }): Promise<ActionResult<{ endedSessions: number }>> {
  return refreshing(await revoke(values));
}
