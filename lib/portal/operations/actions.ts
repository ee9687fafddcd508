"use server";

import { z } from "zod";
import { uuidSchema } from "@/lib/contract/units";
import { operatorAction } from "../actions/operator-action";
import { formInput } from "../forms/form-input";
import { assignOperationBranch } from "../tracker/assign-operation-branch";
import {
  cancelOperation,
  closeWarrantyRevision,
  correctSettlementAccount,
  deleteOperation,
  editOperation,
  replaceCollateral,
  restoreOperation,
  submitOperation,
} from "./operation-commands";
import { accountFormSchema, cancelFormSchema, collateralFormSchema, editFormSchema } from "./operation-forms";

/*
 * The operation page's actions, each defined once: operatorAction checks origin, session and the `originate`
 * capability; the command checks the operator's scope, the action against the operation's current status (the
 * permission table the API enforces), parses the form with its schema (the product's ranges, the current month),
 * calls the credit API with the branch's credential, audits, and refreshes the tracker. Each answers the
 * operation's new status; the page then re-renders from the API.
 */

const operationId = uuidSchema;
const done = (operation: { status: string }) => ({ status: operation.status });

export const editOperationAction = operatorAction({ capability: "originate", input: z.object({ operationId, form: formInput(editFormSchema) }) }, async (input, context) =>
  done(await editOperation(context, input)),
);

export const replaceCollateralAction = operatorAction({ capability: "originate", input: z.object({ operationId, form: formInput(collateralFormSchema) }) }, async (input, context) =>
  done(await replaceCollateral(context, input)),
);

export const submitOperationAction = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await submitOperation(context, input)));

export const closeWarrantyRevisionAction = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) =>
  done(await closeWarrantyRevision(context, input)),
);

export const correctAccountAction = operatorAction({ capability: "originate", input: z.object({ operationId, form: formInput(accountFormSchema) }) }, async (input, context) =>
  done(await correctSettlementAccount(context, input)),
);

export const cancelOperationAction = operatorAction({ capability: "originate", input: z.object({ operationId, form: formInput(cancelFormSchema) }) }, async (input, context) =>
  done(await cancelOperation(context, input)),
);

export const deleteOperationAction = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await deleteOperation(context, input)));

export const restoreOperationAction = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await restoreOperation(context, input)));

/** An officer's or a manager's: a "sem agência" operation goes to a branch of its organization (audited). */
export const assignOperationBranchAction = operatorAction({ capability: "assignOperationBranch", input: z.object({ operationId, branchId: uuidSchema }) }, (input, context) =>
  assignOperationBranch(context, input),
);
