import { isActionAllowed, selfMovingStatusValues, type OperationStatus } from "@/lib/contract";

const SELF_MOVING: ReadonlySet<OperationStatus> = new Set(selfMovingStatusValues);
const WAITS_FOR_A_PERSON: readonly OperationStatus[] = ["WarrantyRevision", "Revision", "Disapproved", "Error", "Canceled", "ManualWarranty"];

/**
 * Whether a submitted operation waits for something other than the pipeline (the borrower, a correction, a
 * decision): the signature step then polls slowly. A stage the pipeline leaves by itself is never stalled, those
 * after the signature included (signature validation, settlement): the wizard left open shows "Liquidada" within
 * one poll of it, not up to 15 s late.
 */
export function isProgressStalled(status: OperationStatus): boolean {
  if (SELF_MOVING.has(status)) return false;
  return isActionAllowed("signUrl", status) || WAITS_FOR_A_PERSON.includes(status);
}
