/**
 * What the board's data route sends (`GET /board/data`), shared by the server and the browser. Rows travel as
 * tuples (10,000 rows stay small) and are decoded once in the browser. Money in integer cents, times in epoch
 * milliseconds (shown in America/Sao_Paulo).
 */
import type { OperationStatus } from "@/lib/contract/enums";
import type { ProductKind } from "./alert-limits";

export type BoardRowTuple = [
  id: string,
  creditNoteNo: string,
  product: ProductKind,
  status: OperationStatus,
  statusSinceMs: number,
  createdAtMs: number,
  amountInCents: number,
  branchId: string | null,
  operatorId: string | null,
  borrowerCpfMasked: string | null,
  version: number,
  organizationId: string,
];

/** Count and amount of one status, computed by the database over the operator's scope and filters. */
export interface BoardGroupTotals {
  readonly status: OperationStatus;
  readonly count: number;
  readonly amountInCents: number;
}

interface BoardPayloadBase {
  /** The data's version: send it back in `If-None-Match` to get only what changed (or a 304). */
  readonly version: number;
  readonly generatedAt: number;
  readonly groups: readonly BoardGroupTotals[];
  readonly rows: readonly BoardRowTuple[];
  /** Names of the organizations, branches and operators the rows mention. */
  readonly names: Readonly<Record<string, string>>;
}

export interface BoardFullPayload extends BoardPayloadBase {
  readonly kind: "full";
}

export interface BoardDeltaPayload extends BoardPayloadBase {
  readonly kind: "delta";
  /** Operations that left the board (deleted). */
  readonly removed: readonly string[];
}

export type BoardPayload = BoardFullPayload | BoardDeltaPayload;

export interface BoardRow {
  readonly id: string;
  readonly creditNoteNo: string;
  readonly product: ProductKind;
  readonly status: OperationStatus;
  readonly statusSinceMs: number;
  readonly createdAtMs: number;
  readonly amountInCents: number;
  readonly branchId: string | null;
  readonly operatorId: string | null;
  readonly borrowerCpfMasked: string | null;
  readonly version: number;
  readonly organizationId: string;
}

export function decodeBoardRow(tuple: BoardRowTuple): BoardRow {
  const [id, creditNoteNo, product, status, statusSinceMs, createdAtMs, amountInCents, branchId, operatorId, borrowerCpfMasked, version, organizationId] = tuple;
  return { id, creditNoteNo, product, status, statusSinceMs, createdAtMs, amountInCents, branchId, operatorId, borrowerCpfMasked, version, organizationId };
}

/** The ETag of a version (weak: the body differs between a full answer and a delta of the same version). */
export function boardEtag(version: number): string {
  return `W/"${version}"`;
}

/** The version of an `If-None-Match` value; null when absent or not ours. */
export function versionFromEtag(header: string | null): number | null {
  if (!header) return null;
  const match = /^(?:W\/)?"(\d{1,18})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}
