/**
 * The board as one flat list for the virtualizer: a heading per category, a header per status (count and amount
 * from the server, alerts from the rows loaded, at this moment), then its rows, oldest in the status first, and a
 * "show more" when the status has more than were loaded. Statuses with no operation leave nothing behind; a
 * collapsed status shows only its header. Pure.
 */
import type { OperationStatus } from "@/lib/contract/enums";
import { isPastLimit, type AlertLimits } from "@/lib/portal/board/alert-limits";
import type { BoardGroupTotals, BoardRow } from "@/lib/portal/board/board-types";
import { BOARD_STATUS_ORDER, statusCategory, type StatusCategory } from "@/lib/portal/operations/operation-status";
import { HIGHLIGHT_MS, type BoardState } from "./board-state";

export type BoardItem =
  | { readonly kind: "category"; readonly key: string; readonly category: StatusCategory; readonly count: number }
  | {
      readonly kind: "group";
      readonly key: string;
      readonly status: OperationStatus;
      readonly count: number;
      readonly amountInCents: number;
      readonly alerts: number;
      /** More operations than loaded and the newest loaded one is in alert: at least `alerts`. */
      readonly alertsAtLeast: boolean;
      readonly collapsed: boolean;
    }
  | { readonly kind: "row"; readonly key: string; readonly row: BoardRow; readonly alert: boolean; readonly changed: boolean; readonly last: boolean }
  /** The status has more operations than the rows loaded (the server sends each status's first rows). */
  | { readonly kind: "more"; readonly key: string; readonly status: OperationStatus; readonly remaining: number };

export interface CategoryTotals {
  readonly category: StatusCategory;
  readonly count: number;
  readonly amountInCents: number;
  readonly alerts: number;
  readonly alertsAtLeast: boolean;
}

/** Rows by status, oldest in the status first (computed once per data change, not per clock tick). */
export function rowsByStatus(byId: ReadonlyMap<string, BoardRow>): ReadonlyMap<OperationStatus, readonly BoardRow[]> {
  const groups = new Map<OperationStatus, BoardRow[]>();
  for (const row of byId.values()) {
    const list = groups.get(row.status);
    if (list) list.push(row);
    else groups.set(row.status, [row]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.statusSinceMs - b.statusSinceMs || a.id.localeCompare(b.id));
  return groups;
}

export function buildBoardItems(
  state: Pick<BoardState, "groups" | "changedAt">,
  grouped: ReadonlyMap<OperationStatus, readonly BoardRow[]>,
  options: { readonly collapsed: ReadonlySet<OperationStatus>; readonly nowMs: number; readonly limits: AlertLimits },
): { items: BoardItem[]; totals: CategoryTotals[] } {
  const totalsByStatus = new Map(state.groups.map((group) => [group.status, group]));
  const items: BoardItem[] = [];
  const totals = new Map<StatusCategory, { count: number; amountInCents: number; alerts: number; alertsAtLeast: boolean }>();
  let currentCategory: StatusCategory | null = null;
  for (const status of BOARD_STATUS_ORDER) {
    const total: BoardGroupTotals | undefined = totalsByStatus.get(status);
    const rows = grouped.get(status) ?? [];
    if (!total && rows.length === 0) continue;
    const category = statusCategory(status);
    const flags = rows.map((row) => isPastLimit(options.limits, row.product, row.status, row.statusSinceMs, options.nowMs));
    const alerts = flags.filter(Boolean).length;
    const remaining = Math.max(0, (total?.count ?? rows.length) - rows.length);
    // Rows come oldest in the status first: if the newest loaded one is in alert, those not loaded may be too.
    const alertsAtLeast = remaining > 0 && flags.at(-1) === true;
    const sums = totals.get(category) ?? { count: 0, amountInCents: 0, alerts: 0, alertsAtLeast: false };
    sums.count += total?.count ?? rows.length;
    sums.amountInCents += total?.amountInCents ?? 0;
    sums.alerts += alerts;
    sums.alertsAtLeast ||= alertsAtLeast;
    totals.set(category, sums);
    if (category !== currentCategory) {
      currentCategory = category;
      items.push({ kind: "category", key: `category:${category}`, category, count: 0 });
    }
    const collapsed = options.collapsed.has(status);
    items.push({ kind: "group", key: `group:${status}`, status, count: total?.count ?? rows.length, amountInCents: total?.amountInCents ?? 0, alerts, alertsAtLeast, collapsed });
    if (collapsed) continue;
    rows.forEach((row, index) => {
      const changedAt = state.changedAt.get(row.id);
      items.push({
        kind: "row",
        key: row.id,
        row,
        alert: flags[index]!,
        changed: changedAt !== undefined && options.nowMs - changedAt < HIGHLIGHT_MS,
        last: index === rows.length - 1 && remaining === 0,
      });
    });
    if (remaining > 0) items.push({ kind: "more", key: `more:${status}`, status, remaining });
  }
  const categoryTotals = [...totals.entries()].map(([category, sums]) => ({ category, ...sums }));
  return {
    items: items.map((item) => (item.kind === "category" ? { ...item, count: totals.get(item.category)!.count } : item)),
    totals: categoryTotals,
  };
}
