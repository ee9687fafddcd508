/**
 * The board's data in the browser, merged from full answers and deltas. Unchanged rows keep their object
 * identity across refreshes (what TanStack Query's structural sharing would give, without comparing 10,000 rows
 * deeply on every poll), so memoized rows do not re-render. Pure.
 */
import { decodeBoardRow, type BoardGroupTotals, type BoardPayload, type BoardRow } from "@/lib/portal/board/board-types";

/** How long a changed row stays highlighted. */
export const HIGHLIGHT_MS = 30_000;

export interface BoardState {
  readonly version: number;
  readonly byId: ReadonlyMap<string, BoardRow>;
  readonly groups: readonly BoardGroupTotals[];
  readonly names: Readonly<Record<string, string>>;
  /** Rows that changed while this board was open: id → when the browser saw it. */
  readonly changedAt: ReadonlyMap<string, number>;
  /** The last successful refresh (with or without news). */
  readonly checkedAt: number;
  /** The last refresh that brought news. */
  readonly updatedAt: number;
  /** Refreshes in a row that brought nothing (the polling backs off). */
  readonly unchangedStreak: number;
  readonly lastDurationMs: number;
}

export function applyBoardPayload(previous: BoardState | undefined, payload: BoardPayload, at: number, durationMs: number): BoardState {
  const byId = new Map(payload.kind === "delta" && previous ? previous.byId : []);
  const changedAt = new Map([...(previous?.changedAt ?? [])].filter(([, when]) => at - when < HIGHLIGHT_MS));
  if (payload.kind === "delta") for (const id of payload.removed) byId.delete(id);
  for (const tuple of payload.rows) {
    const row = decodeBoardRow(tuple);
    const known = previous?.byId.get(row.id);
    if (known && known.version === row.version) {
      byId.set(row.id, known);
      continue;
    }
    byId.set(row.id, row);
    // The first load highlights nothing; later, a new or changed row does.
    if (previous && (!known || known.status !== row.status)) changedAt.set(row.id, at);
  }
  return {
    version: payload.version,
    byId,
    groups: sameGroups(previous?.groups, payload.groups) ? previous!.groups : payload.groups,
    names: previous ? { ...previous.names, ...payload.names } : payload.names,
    changedAt,
    checkedAt: at,
    updatedAt: at,
    unchangedStreak: 0,
    lastDurationMs: durationMs,
  };
}

/** A refresh that brought nothing (304). */
export function markUnchanged(previous: BoardState, at: number, durationMs: number): BoardState {
  return { ...previous, checkedAt: at, unchangedStreak: previous.unchangedStreak + 1, lastDurationMs: durationMs };
}

function sameGroups(a: readonly BoardGroupTotals[] | undefined, b: readonly BoardGroupTotals[]): boolean {
  return (
    a !== undefined &&
    a.length === b.length &&
    a.every((group, index) => group.status === b[index]!.status && group.count === b[index]!.count && group.amountInCents === b[index]!.amountInCents)
  );
}
