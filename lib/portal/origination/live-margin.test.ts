import { describe, expect, test } from "vitest";
import { cents } from "@/lib/money";
import { heldReserve, liveMarginOf } from "./live-margin";

const query = { freeMarginInCents: cents(278_928), queriedAt: "2026-11-25T05:40:00Z" };
type Note = Parameters<typeof heldReserve>[0];

function note(id: string, history: Array<[string, string]>, installments: number[], extra: { status?: string; deleted?: boolean } = {}): Note {
  return {
    id,
    creditNoteNo: `CCB-${id}`,
    status: (extra.status ?? history.at(-1)![0]) as never,
    deleted: extra.deleted ?? false,
    history: history.map(([to, at], index) => ({ to: to as never, at, actor: "Pipeline", ...(index > 0 && { from: history[index - 1]![0] as never }) })),
    plan: { installments: installments.map((paymentInCents) => ({ paymentInCents })) } as never,
  } as unknown as Note;
}

describe("live margin", () => {
  test("the issue's worker: two reserves after the query leave only what still fits", () => {
    const notes = [
      note("a", [["Draft", "2026-11-25T05:41:00Z"], ["Warranty", "2026-11-25T05:43:00Z"], ["MarginReserveApproval", "2026-11-25T05:44:00Z"], ["InstrumentApproval", "2026-11-25T05:45:00Z"]], [40_000, 39_000]),
      note("b", [["Draft", "2026-11-25T05:50:00Z"], ["MarginReserveApproval", "2026-11-25T05:52:00Z"]], [38_954]),
    ];
    const live = liveMarginOf(query, notes);
    expect(live.reserves.map((reserve) => reserve.creditNoteNo)).toEqual(["CCB-a", "CCB-b"]);
    expect(live.freeMarginInCents).toBe(278_928 - 40_000 - 38_954);
    expect(live.queriedInCents).toBe(278_928);
  });

  test("reserves before the query are in it; released, deleted and the operation being made take nothing", () => {
    const notes = [
      note("before", [["MarginReserveApproval", "2026-11-25T05:30:00Z"]], [10_000]),
      note("released", [["MarginReserveApproval", "2026-11-25T05:45:00Z"], ["Revision", "2026-11-25T05:46:00Z"], ["Draft", "2026-11-25T05:47:00Z"]], [10_000], { status: "Draft" }),
      note("canceled", [["MarginReserveApproval", "2026-11-25T05:45:00Z"], ["Signatures", "2026-11-25T05:46:00Z"]], [10_000], { status: "Canceled" }),
      note("deleted", [["MarginReserveApproval", "2026-11-25T05:45:00Z"]], [10_000], { deleted: true }),
      note("self", [["MarginReserveApproval", "2026-11-25T05:45:00Z"]], [10_000]),
    ];
    expect(liveMarginOf(query, notes, "self")).toEqual({ queriedInCents: 278_928, reserves: [], freeMarginInCents: 278_928 });
  });

  test("reserved again after a revision: held from the last endorsement; never below zero", () => {
    const again = note("again", [["MarginReserveApproval", "2026-11-25T05:30:00Z"], ["Revision", "2026-11-25T05:35:00Z"], ["MarginReserveApproval", "2026-11-25T05:50:00Z"]], [300_000]);
    expect(heldReserve(again)?.reservedAt).toBe("2026-11-25T05:50:00Z");
    expect(liveMarginOf(query, [again]).freeMarginInCents).toBe(0);
  });
});
