/**
 * What the operation page offers at a status, derived from the contract's permission table (the one the API
 * enforces, lib/contract/status-permissions.ts), never a second copy: each page action names the API action it
 * performs. A deleted operation offers only restore; while a cancel is processed, nothing changes it.
 */
import { isActionAllowed, type OperationAction, type OperationStatus } from "@/lib/contract";

export const OPERATION_PAGE_ACTIONS = [
  "edit",
  "collateral",
  "upload",
  "submit",
  "signLinks",
  "closeRevision",
  "correctAccount",
  "cancel",
  "delete",
  "restore",
] as const;
export type OperationPageAction = (typeof OPERATION_PAGE_ACTIONS)[number];

/** The API action behind each page action (restore is allowed on any deleted operation). */
export const API_ACTION_OF: Readonly<Record<Exclude<OperationPageAction, "restore">, OperationAction>> = {
  edit: "update",
  collateral: "updateCollateral",
  upload: "updateCollateral",
  submit: "submitApproval",
  signLinks: "signUrl",
  closeRevision: "doneWarrantyRevision",
  correctAccount: "correctSettlementAccount",
  cancel: "cancel",
  delete: "delete",
};

export interface OperationActionState {
  readonly status: OperationStatus;
  readonly deleted: boolean;
  readonly cancelRequested: boolean;
  readonly productKind: "payroll" | "fgts";
}

/** The page actions the operation's state allows, in the order the page shows them. */
export function allowedPageActions(state: OperationActionState): OperationPageAction[] {
  if (state.deleted) return ["restore"];
  return OPERATION_PAGE_ACTIONS.filter((action): action is Exclude<OperationPageAction, "restore"> => {
    if (action === "restore") return false;
    // Collateral (margin endorsement data) exists for the payroll loan only; FGTS has none.
    if (action === "collateral" && state.productKind === "fgts") return false;
    // Reading the links is no change: it stays open while a cancel is processed.
    if (state.cancelRequested && action !== "signLinks") return false;
    return isActionAllowed(API_ACTION_OF[action], state.status);
  });
}
