/**
 * Every status change an operation can make, as data: from which statuses, to which, by whom and on what
 * cause. `transitionCreditNote` refuses any change not listed here, the desk's rules are read from it, and a test
 * checks that the pipeline's decisions (`next-transition.ts`, which chooses among these by the facts) never leave it.
 *
 * The contract's permission table (`lib/contract/status-permissions.ts`) stays the spec's word on which partner
 * action the API accepts in which status, status-changing or not (update, delete, signUrl...): the partner
 * entries below take their `from` from it, so the two cannot disagree.
 */
import { allowedStatusesByAction, operationStatusValues, type OperationStatus, type TransitionActor } from "@/lib/contract";
import type { DeskDecision } from "@/lib/contract/desk-api";

export type TransitionCause =
  | "submitApproval"
  | "doneWarrantyRevision"
  | "correctSettlementAccount"
  /** A cancel the partner requested, applied by the pipeline one stage later (actor Partner). */
  | "cancel"
  | "pipeline"
  /** A technical failure while the pipeline processed the operation. */
  | "pipeline-failure"
  | `desk:${DeskDecision}`;

export interface TransitionRule {
  readonly cause: TransitionCause;
  readonly actor: TransitionActor;
  readonly from: readonly OperationStatus[];
  readonly to: OperationStatus;
}

const CLOSED: readonly OperationStatus[] = ["Finished", "Canceled"];
const notClosed = operationStatusValues.filter((status) => !CLOSED.includes(status));

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

function pipeline(from: OperationStatus, to: readonly OperationStatus[]): TransitionRule[] {
  return to.map((target) => ({ cause: "pipeline", actor: "Pipeline", from: [from], to: target }));
}

export const TRANSITION_TABLE: readonly TransitionRule[] = [
  // Partner actions (spec's permission table).
  { cause: "submitApproval", actor: "Partner", from: allowedStatusesByAction.submitApproval, to: "ComplianceApproval" },
  { cause: "doneWarrantyRevision", actor: "Partner", from: allowedStatusesByAction.doneWarrantyRevision, to: "Warranty" },
  { cause: "correctSettlementAccount", actor: "Partner", from: allowedStatusesByAction.correctSettlementAccount, to: "WaitLiquidation" },
  { cause: "cancel", actor: "Partner", from: allowedStatusesByAction.cancel, to: "Canceled" },
  // The pipeline's stages (spec, "States and transitions"; the facts that choose among them: next-transition.ts).
  ...pipeline("ComplianceApproval", ["CreditApproval"]),
  ...pipeline("CreditApproval", ["Warranty"]),
  ...pipeline("Warranty", ["ManualWarranty", "WarrantyRevision", "MarginReserveApproval", "InstrumentApproval"]),
  ...pipeline("MarginReserveApproval", ["InstrumentApproval"]),
  ...pipeline("InstrumentApproval", ["Signatures", "PartnerSignaturesValidation"]),
  // A signer's refusal on the signature page cancels: the instrument will not be signed.
  ...pipeline("Signatures", ["SignaturesValidation", "Canceled"]),
  ...pipeline("SignaturesValidation", ["WaitLiquidation"]),
  ...pipeline("PartnerSignaturesValidation", ["WaitLiquidation"]),
  ...pipeline("WaitLiquidation", ["Liquidation", "ManualLiquidation"]),
  ...pipeline("Liquidation", ["PaymentRevision", "Finished"]),
  // Whatever the pipeline was doing (a requested cancel included, even in Error): the operation stops in Error
  // and leaves the pipeline's schedule instead of failing again every tick.
  { cause: "pipeline-failure", actor: "Pipeline", from: notClosed, to: "Error" },
  // The desk's decisions.
  { cause: "desk:revision", actor: "Desk", from: notClosed.filter((status) => status !== "Draft" && status !== "Revision"), to: "Revision" },
  { cause: "desk:disapprove", actor: "Desk", from: ANALYSIS_STAGES, to: "Disapproved" },
  { cause: "desk:conclude-manual-stage", actor: "Desk", from: ["ManualWarranty"], to: "InstrumentApproval" },
  { cause: "desk:conclude-manual-stage", actor: "Desk", from: ["ManualLiquidation"], to: "Finished" },
  { cause: "desk:force-error", actor: "Desk", from: notClosed.filter((status) => status !== "Error"), to: "Error" },
];

/** The rule that lets `actor` move an operation from `from` to `to`, or undefined when none does. */
export function findTransitionRule(from: OperationStatus, to: OperationStatus, actor: TransitionActor): TransitionRule | undefined {
  return TRANSITION_TABLE.find((rule) => rule.actor === actor && rule.to === to && rule.from.includes(from));
}

/** Where `cause` leads from `from`, or null when it does not apply there. */
export function transitionTarget(cause: TransitionCause, from: OperationStatus): OperationStatus | null {
  return TRANSITION_TABLE.find((rule) => rule.cause === cause && rule.from.includes(from))?.to ?? null;
}
