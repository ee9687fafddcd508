import { describe, expect, test } from "vitest";
import { DEFAULT_ALERT_LIMITS } from "@/lib/portal/board/alert-limits";
import type { BoardPayload, BoardRowTuple } from "@/lib/portal/board/board-types";
import { buildBoardItems, rowsByStatus } from "./board-items";
import { applyBoardPayload, HIGHLIGHT_MS, markUnchanged } from "./board-state";

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 22, 15, 0, 0);

function tuple(id: string, status: BoardRowTuple[3], sinceHoursAgo: number, product: "payroll" | "fgts" = "payroll", version = 1): BoardRowTuple {
  return [id, `CN${id}`, product, status, now - sinceHoursAgo * HOUR, now - 48 * HOUR, 10_000, null, null, null, version, "org"];
}

function full(rows: BoardRowTuple[], version = 10): BoardPayload {
  const groups = new Map<string, { status: BoardRowTuple[3]; count: number; amountInCents: number }>();
  for (const row of rows) {
    const group = groups.get(row[3]) ?? { status: row[3], count: 0, amountInCents: 0 };
    group.count += 1;
    group.amountInCents += row[6];
    groups.set(row[3], group);
  }
  return { kind: "full", version, generatedAt: now, groups: [...groups.values()], names: {}, rows };
}

describe("board items", () => {
  const state = applyBoardPayload(
    undefined,
    full([
      tuple("w1", "Warranty", 5),
      tuple("w2", "Warranty", 5, "fgts"),
      tuple("d1", "Draft", 1),
      tuple("s1", "Signatures", 72),
      tuple("s2", "Signatures", 2),
      tuple("f1", "Finished", 500),
    ]),
    now,
    20,
  );
  const grouped = rowsByStatus(state.byId);

  test("categories in order (partner action, waiting, final); statuses without operations leave nothing", () => {
    const { items } = buildBoardItems(state, grouped, { collapsed: new Set(), nowMs: now, limits: DEFAULT_ALERT_LIMITS });
    expect(items.filter((item) => item.kind !== "row").map((item) => (item.kind === "category" ? item.category : item.status))).toEqual([
      "partner",
      "Draft",
      "Signatures",
      "waiting",
      "Warranty",
      "final",
      "Finished",
    ]);
  });

  test("rows oldest in the status first; alerts by the product's limit (FGTS tolerates longer in Warranty)", () => {
    const { items, totals } = buildBoardItems(state, grouped, { collapsed: new Set(), nowMs: now, limits: DEFAULT_ALERT_LIMITS });
    const rows = items.flatMap((item) => (item.kind === "row" ? [[item.row.id, item.alert] as const] : []));
    expect(rows).toEqual([
      ["d1", false],
      ["s1", true],
      ["s2", false],
      ["w1", true],
      ["w2", false],
      ["f1", false],
    ]);
    expect(totals.find((total) => total.category === "partner")).toEqual({ category: "partner", count: 3, amountInCents: 30_000, alerts: 1, alertsAtLeast: false });
  });

  test("an alert appears when the clock passes the limit, without new data", () => {
    const limit = DEFAULT_ALERT_LIMITS.all.Draft! * 1000;
    const later = buildBoardItems(state, grouped, { collapsed: new Set(), nowMs: now - HOUR + limit, limits: DEFAULT_ALERT_LIMITS });
    const draft = later.items.find((item) => item.kind === "row" && item.row.id === "d1");
    expect(draft).toMatchObject({ alert: true });
  });

  test("a status with more operations than rows loaded ends with a 'show more'", () => {
    const partial = { ...state, groups: state.groups.map((group) => (group.status === "Signatures" ? { ...group, count: 350 } : group)) };
    const { items } = buildBoardItems(partial, grouped, { collapsed: new Set(), nowMs: now, limits: DEFAULT_ALERT_LIMITS });
    const index = items.findIndex((item) => item.kind === "more");
    expect(items[index]).toEqual({ kind: "more", key: "more:Signatures", status: "Signatures", remaining: 348 });
    expect(items[index - 1]).toMatchObject({ kind: "row", row: { id: "s2" }, last: false });
    // The newest loaded Signatures row is not in alert: the ones not loaded (newer) are not either.
    expect(items.find((item) => item.kind === "group" && item.status === "Signatures")).toMatchObject({ alerts: 1, alertsAtLeast: false });
    const late = buildBoardItems(partial, grouped, { collapsed: new Set(), nowMs: now + 72 * HOUR, limits: DEFAULT_ALERT_LIMITS });
    expect(late.items.find((item) => item.kind === "group" && item.status === "Signatures")).toMatchObject({ alerts: 2, alertsAtLeast: true });
  });

  test("a collapsed status keeps its header and totals, not its rows", () => {
    const { items } = buildBoardItems(state, grouped, { collapsed: new Set(["Finished"]), nowMs: now, limits: DEFAULT_ALERT_LIMITS });
    expect(items.at(-1)).toMatchObject({ kind: "group", status: "Finished", count: 1, collapsed: true });
  });
});

describe("board state across refreshes", () => {
  const first = applyBoardPayload(undefined, full([tuple("a", "Draft", 1), tuple("b", "Draft", 2)]), now, 20);

  test("the first load highlights nothing", () => {
    expect(first.changedAt.size).toBe(0);
  });

  test("a delta replaces what changed, keeps the other rows' identity, and highlights the change for a while", () => {
    const moved = tuple("a", "ComplianceApproval", 0, "payroll", 11);
    const delta: BoardPayload = { kind: "delta", version: 11, generatedAt: now, groups: full([moved, tuple("b", "Draft", 2)]).groups, names: {}, rows: [moved], removed: [] };
    const next = applyBoardPayload(first, delta, now + 1000, 15);
    expect(next.byId.get("b")).toBe(first.byId.get("b"));
    expect(next.byId.get("a")?.status).toBe("ComplianceApproval");
    expect(next.changedAt.get("a")).toBe(now + 1000);
    expect(next.unchangedStreak).toBe(0);

    const quiet = markUnchanged(next, now + 11_000, 5);
    expect(quiet.byId).toBe(next.byId);
    expect(quiet.unchangedStreak).toBe(1);
    const items = buildBoardItems(quiet, rowsByStatus(quiet.byId), { collapsed: new Set(), nowMs: now + 1000 + HIGHLIGHT_MS, limits: DEFAULT_ALERT_LIMITS });
    expect(items.items.find((item) => item.kind === "row" && item.row.id === "a")).toMatchObject({ changed: false });
  });

  test("removed operations leave the board", () => {
    const delta: BoardPayload = { kind: "delta", version: 12, generatedAt: now, groups: [], names: {}, rows: [], removed: ["a"] };
    expect([...applyBoardPayload(first, delta, now, 5).byId.keys()]).toEqual(["b"]);
  });
});
