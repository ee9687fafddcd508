import { describe, expect, test } from "vitest";
import { stayStart, type ObservedTransition } from "./operation-observation";

const entry = (sequence: number, from: string | null, to: string, at: string): ObservedTransition => ({ sequence, from, to, at: new Date(at), actor: null, reason: null });

describe("the start of the stay a history entry ends", () => {
  const created = entry(1, null, "Draft", "2026-11-02T12:00:00Z");
  const submitted = entry(2, "Draft", "CreditApproval", "2026-11-02T12:05:00Z");

  test("is when the previous entry entered the status this one leaves", () => {
    expect(stayStart(submitted, created)).toEqual(new Date("2026-11-02T12:00:00Z"));
  });

  test("is unknown for the first entry, and when the previous entry went to another status", () => {
    expect(stayStart(created, undefined)).toBeNull();
    expect(stayStart(entry(3, "WarrantyRevision", "Signatures", "2026-11-02T13:00:00Z"), submitted)).toBeNull();
  });
});
