/**
 * The spec's processing pattern as pure decisions: which listings a scan asks for, and how to find the
 * operations a listing did not return. No I/O here.
 */
export const PAGE_SIZE = 100;

export interface OpenOperationRef {
  readonly id: string;
  readonly status: string;
  readonly createdAt: Date;
}

/** One `GET /v1/CreditNote?status=…&initialDate=…&finalDate=…` scan, paginated. */
export interface StatusScan {
  readonly status: string;
  /** UTC, whole seconds, inclusive: the creation window of this credential's open operations in the status. */
  readonly initialDate: string;
  readonly finalDate: string;
  /** The operations expected in the status (their last known one). */
  readonly expected: readonly string[];
}

/** `YYYY-MM-DDTHH:MM:SSZ`, the contract's UTC format (seconds; the listing's window is inclusive to the second). */
export function toApiDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * One scan per status that has open operations, over the creation window of those operations only: the pages
 * are then ⌈open/100⌉ per status (plus whatever else the correspondent created inside that window).
 */
export function planStatusScans(open: readonly OpenOperationRef[]): StatusScan[] {
  const byStatus = new Map<string, OpenOperationRef[]>();
  for (const operation of open) {
    const list = byStatus.get(operation.status) ?? [];
    list.push(operation);
    byStatus.set(operation.status, list);
  }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, operations]) => {
      const times = operations.map((operation) => operation.createdAt.getTime());
      return {
        status,
        initialDate: toApiDateTime(new Date(Math.min(...times))),
        finalDate: toApiDateTime(new Date(Math.max(...times))),
        expected: operations.map((operation) => operation.id),
      };
    });
}

/** Σ over statuses of ⌈open/100⌉: the listing calls of a scan when nothing else shares the windows. */
export function statusScanCalls(open: readonly OpenOperationRef[]): number {
  return planStatusScans(open).reduce((sum, scan) => sum + Math.max(1, Math.ceil(scan.expected.length / PAGE_SIZE)), 0);
}

/**
 * Operations that left the status they were expected in and were not met anywhere else in the scan (they moved
 * to a status with no other open operation, or were deleted) are looked up either by listing their creation
 * window without a status filter, page by page, or one by one with `GET /v1/CreditNote/{id}`: whichever needs
 * fewer calls from here on. With `remaining` still missing and `pagesLeft` window pages not yet read (unknown
 * before the first page), one call per operation is cheaper when remaining ≤ pagesLeft.
 */
export function lookUpOneByOne(remaining: number, pagesLeft: number | null): boolean {
  if (remaining === 0) return false;
  if (pagesLeft === null) return remaining === 1;
  return remaining <= pagesLeft;
}
