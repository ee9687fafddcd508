"use server";

import { revalidatePath } from "next/cache";
import { operatorAction } from "../actions/operator-action";
import { createOperator } from "./create-operator";
import { createOperatorSchema, resetOperatorPasswordSchema, revokeOperatorSessionsSchema, setOperatorDisabledSchema, updateOperatorSchema } from "./operator-schemas";
import { resetOperatorPassword } from "./reset-operator-password";
import { revokeOperatorSessions } from "./revoke-operator-sessions";
import { setOperatorDisabled } from "./set-operator-disabled";
import { updateOperator } from "./update-operator";

/*
 * Operator administration (managers only), each action defined once: operatorAction checks origin, session and the
 * manageOperators capability and parses with the form's schema; the function beside it enforces the rules and
 * audits; then the list and details pages are refreshed.
 */

const refreshed = <T>(result: T): T => {
  revalidatePath("/admin/operators", "layout");
  return result;
};

export const createOperatorAction = operatorAction({ capability: "manageOperators", input: createOperatorSchema }, async (input, { operator, meta }) =>
  refreshed(await createOperator({ actor: operator, input, meta })),
);

export const updateOperatorAction = operatorAction({ capability: "manageOperators", input: updateOperatorSchema }, async (input, { operator, meta }) =>
  refreshed(await updateOperator({ actor: operator, input, meta })),
);

export const setOperatorDisabledAction = operatorAction({ capability: "manageOperators", input: setOperatorDisabledSchema }, async (input, { operator, meta }) =>
  refreshed(await setOperatorDisabled({ actor: operator, input, meta })),
);

export const resetOperatorPasswordAction = operatorAction({ capability: "manageOperators", input: resetOperatorPasswordSchema }, async (input, { operator, meta }) =>
  refreshed(await resetOperatorPassword({ actor: operator, input, meta })),
);

export const revokeOperatorSessionsAction = operatorAction({ capability: "manageOperators", input: revokeOperatorSessionsSchema }, async (input, { operator, meta }) =>
  refreshed(await revokeOperatorSessions({ actor: operator, input, meta })),
);
