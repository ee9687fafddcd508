/**
 * The desk's rules, as pure functions: where each decision leads from a status, and which decisions apply to an
 * operation now. The decision route enforces them; the queue and the dossier list them, so the console offers
 * only what the API would accept (one rule, never a second copy in the UI).
 */
import type { OperationStatus } from "@/lib/contract";
import { deskDecisionValues, type DeskDecision } from "@/lib/contract/desk-api";

/** Analysis stages: where the desk may disapprove (spec: "analysis stages | desk decision | rejected"). */
const ANALYSIS_STAGES: readonly OperationStatus[] = [
  "ComplianceApproval",
  "CreditApproval",
  "Warranty",
  "MarginReserveApproval",
  "ManualWarranty",
  "WarrantyRevision",
  "InstrumentApproval",
];
const CLOSED: readonly OperationStatus[] = ["Finished", "Canceled"];

/** The status a desk decision leads to from `from`, or null when the decision does not apply there. */
export function deskTarget(decision: DeskDecision, from: OperationStatus): OperationStatus | null {
  switch (decision) {
    case "revision":
      return CLOSED.includes(from) || from === "Draft" || from === "Revision" ? null : "Revision";
    case "disapprove":
      return ANALYSIS_STAGES.includes(from) ? "Disapproved" : null;
    case "conclude-manual-stage":
      return from === "ManualWarranty" ? "InstrumentApproval" : from === "ManualLiquidation" ? "Finished" : null;
    case "force-error":
      return CLOSED.includes(from) || from === "Error" ? null : "Error";
  }
}

/** The decisions that apply to an operation now: none while a cancel requested by the partner is being processed. */
export function applicableDeskDecisions(status: OperationStatus, cancelRequested: boolean): DeskDecision[] {
  if (cancelRequested) return [];
  return deskDecisionValues.filter((decision) => deskTarget(decision, status) !== null);
}
