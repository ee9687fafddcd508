import { describe, expect, test } from "vitest";
import { operationStatusValues } from "@/lib/contract/enums";
import { reservationChangeFor } from "./reservation-change";

describe("margin reservation by status", () => {
  test("the successful endorsement reserves; cancel, disapproval and revision release; nothing else changes it", () => {
    const changes = Object.fromEntries(operationStatusValues.map((status) => [status, reservationChangeFor(status)]).filter(([, change]) => change !== null));
    expect(changes).toEqual({ MarginReserveApproval: "reserve", Canceled: "release", Disapproved: "release", Revision: "release" });
  });
});
