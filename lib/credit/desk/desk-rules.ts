/**
 * The desk's rules, as pure functions: where each decision leads from a status, and which decisions apply to an
 * operation now. Both read the one transition table (`../status/transition-table.ts`); the decision route
 * enforces them, the queue and the dossier list them, so the console offers only what the API would accept.
 */
import type { OperationStatus } from "@/lib/contract";
import { deskDecisionValues, type DeskDecision } from "@/lib/contract/desk-api";
import { transitionTarget } from "../status/transition-table";

/** The status a desk decision leads to from `from`, or null when the decision does not apply there. */
export function deskTarget(decision: DeskDecision, from: OperationStatus): OperationStatus | null {
  return transitionTarget(`desk:${decision}`, from);
}

/** The decisions that apply to an operation now: none while a cancel requested by the partner is being processed. */
export function applicableDeskDecisions(status: OperationStatus, cancelRequested: boolean): DeskDecision[] {
  if (cancelRequested) return [];
  return deskDecisionValues.filter((decision) => deskTarget(decision, status) !== null);
}
