/**
 * What the pipeline boards show, as plain data (money in integer cents, durations in seconds), computed by
 * PostgreSQL from the portal's store (`load-pipeline.ts`) and rendered by the page, its charts and its CSV exports.
 */
import type { OperationStatus } from "@/lib/contract/enums";
import type { PeriodDays } from "./pipeline-period";
import type { ProductKind, ReturnStatus } from "./pipeline-filters";

export interface Figure {
  readonly count: number;
  readonly amountInCents: number;
}

/**
 * The funnel of the operations created in the period (each stage counts those that reached it by now; a later
 * stage implies the earlier ones) and what settled in the period whatever its creation.
 */
export interface FlowFigures {
  readonly created: Figure;
  /** Left `Draft` for the analysis (the submission), at any time after creation: reached any status of the pipeline. */
  readonly submitted: Figure;
  /** Reached the signature stage: `Signatures` or a later status (`PartnerSignaturesValidation` when the contract came signed). */
  readonly signatures: Figure;
  /** Now `Finished`. */
  readonly finished: Figure;
  /** Reached `Finished` inside the period (created in it or before). */
  readonly settled: Figure;
}

/** Open operations now, whatever the period. */
export interface NowFigures {
  readonly open: Figure;
  /** Past their status's alert limit (the board's limits). */
  readonly late: number;
}

export interface GroupKey {
  readonly organization: string | null;
  readonly branch: string | null;
  readonly operator: string | null;
}

export interface GroupRow extends FlowFigures, NowFigures {
  readonly key: GroupKey;
  readonly label: string;
}

export interface StatusProductRow {
  readonly status: OperationStatus;
  readonly byProduct: Readonly<Record<ProductKind, Figure>>;
  readonly total: Figure;
}

export interface AgeingRow {
  readonly status: OperationStatus;
  /** Alert limits by product, seconds (null: no alert). */
  readonly limitSeconds: Readonly<Record<ProductKind, number | null>>;
  /** In the status now. */
  readonly open: number;
  readonly late: number;
  readonly openMedianSeconds: number | null;
  readonly openP90Seconds: number | null;
  /** Stays in the status that ended in the period (the operation moved on). */
  readonly stays: number;
  readonly staysMedianSeconds: number | null;
  readonly staysP90Seconds: number | null;
  /** Of those stays, the ones that lasted at least the alert limit. */
  readonly slowStays: number;
}

export interface ReasonRow {
  readonly key: string;
  readonly label: string;
  /** Transitions into the status with this reason in the period. */
  readonly events: number;
  /** Distinct operations among them, and their amount. */
  readonly operations: Figure;
}

export interface ReturnsRow {
  readonly status: ReturnStatus;
  readonly events: number;
  readonly operations: Figure;
  readonly reasons: readonly ReasonRow[];
}

export interface PipelineData {
  /** The instant the figures were read ("now" for the open operations and their ages). */
  readonly now: Date;
  readonly period: PeriodDays;
  readonly totals: FlowFigures & NowFigures;
  readonly byProduct: Readonly<Record<ProductKind, FlowFigures>>;
  /** The period's operations (created in it) by their status now and product. */
  readonly statusByProduct: readonly StatusProductRow[];
  readonly branches: readonly GroupRow[];
  readonly operators: readonly GroupRow[];
  readonly ageing: readonly AgeingRow[];
  readonly returns: readonly ReturnsRow[];
}

/** One operation behind a figure (for stays and returns, one row per event). */
export interface DrillRow {
  readonly id: string;
  readonly creditNoteNo: string;
  readonly product: ProductKind;
  readonly status: OperationStatus;
  readonly statusSince: Date;
  readonly createdAt: Date;
  readonly amountInCents: number;
  readonly borrowerCpfMasked: string | null;
  readonly organizationName: string;
  readonly branchName: string | null;
  readonly operatorName: string | null;
  /** When the counted event happened: settled, a stay's end, a return or refusal. */
  readonly eventAt: Date | null;
  /** A stay's length, or the time in the status now (open and late). */
  readonly durationSeconds: number | null;
  /** The history's reason (returns and refusals). */
  readonly reason: string | null;
}

export interface DrillPage {
  readonly title: string;
  /** Rows (events for stays and returns; operations otherwise). */
  readonly total: number;
  /** Distinct operations and their amount. */
  readonly operations: Figure;
  readonly rows: readonly DrillRow[];
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
}
