"use server";

import { z } from "zod";
import { uuidSchema } from "@/lib/contract/units";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import {
  cancelOperation,
  closeWarrantyRevision,
  correctSettlementAccount,
  deleteOperation,
  editOperation,
  replaceCollateral,
  restoreOperation,
  submitOperation,
} from "@/lib/portal/operations/operation-commands";
import { assignOperationBranch } from "@/lib/portal/tracker/assign-operation-branch";

/*
 * The operation page's actions: operatorAction checks origin, session and the `originate` capability; the lib
 * command checks the operator's scope, the action against the operation's current status (the permission table
 * the API enforces), calls the credit API with the branch's credential, audits, and refreshes the tracker.
 * Each answers the operation's new status; the page then re-renders from the API.
 */

const operationId = uuidSchema;
const form = z.record(z.string().max(40), z.unknown()).refine((value) => Object.keys(value).length <= 20);
type Done = ActionResult<{ status: string }>;
const done = (operation: { status: string }) => ({ status: operation.status });

const edit = operatorAction({ capability: "originate", input: z.object({ operationId, form }) }, async (input, context) => done(await editOperation(context, input)));
export async function editOperationAction(input: { operationId: string; form: Record<string, unknown> }): Promise<Done> {
  return edit(input);
}

const collateral = operatorAction({ capability: "originate", input: z.object({ operationId, form }) }, async (input, context) => done(await replaceCollateral(context, input)));
export async function replaceCollateralAction(input: { operationId: string; form: Record<string, unknown> }): Promise<Done> {
  return collateral(input);
}

const submit = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await submitOperation(context, input)));
export async function submitOperationAction(input: { operationId: string }): Promise<Done> {
  return submit(input);
}

const closeRevision = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await closeWarrantyRevision(context, input)));
export async function closeWarrantyRevisionAction(input: { operationId: string }): Promise<Done> {
  return closeRevision(input);
}

const account = operatorAction({ capability: "originate", input: z.object({ operationId, form }) }, async (input, context) => done(await correctSettlementAccount(context, input)));
export async function correctAccountAction(input: { operationId: string; form: Record<string, unknown> }): Promise<Done> {
  return account(input);
}

const cancel = operatorAction({ capability: "originate", input: z.object({ operationId, form }) }, async (input, context) => done(await cancelOperation(context, input)));
export async function cancelOperationAction(input: { operationId: string; form: Record<string, unknown> }): Promise<Done> {
  return cancel(input);
}

const remove = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await deleteOperation(context, input)));
export async function deleteOperationAction(input: { operationId: string }): Promise<Done> {
  return remove(input);
}

const restore = operatorAction({ capability: "originate", input: z.object({ operationId }) }, async (input, context) => done(await restoreOperation(context, input)));
export async function restoreOperationAction(input: { operationId: string }): Promise<Done> {
  return restore(input);
}

// An officer's or a manager's: a "sem agência" operation goes to a branch of its organization (audited).
const assignBranch = operatorAction({ capability: "assignOperationBranch", input: z.object({ operationId, branchId: uuidSchema }) }, async (input, context) =>
  assignOperationBranch(context, input),
);
export async function assignOperationBranchAction(input: { operationId: string; branchId: string }): Promise<ActionResult<{ branchId: string; branchName: string }>> {
  return assignBranch(input);
}
