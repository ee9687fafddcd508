import { describe, expect, test } from "vitest";
import { countOutcome, decisionsForAll, deskDecisionInputSchema } from "./desk-decisions";

const ID_A = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";
const ID_B = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e40";

describe("deskDecisionInputSchema", () => {
  test("a reason is required, trimmed, 10 to 1000 characters", () => {
    expect(deskDecisionInputSchema.safeParse({ decision: "revision", reason: "  Conferir a data de emissão  ", operationIds: [ID_A] }).data?.reason).toBe("Conferir a data de emissão");
    for (const reason of [undefined, "", "   curto   ", "x".repeat(1001), "motivo com \u0000 nulo"]) {
      const parsed = deskDecisionInputSchema.safeParse({ decision: "revision", reason, operationIds: [ID_A] });
      expect(parsed.success, String(reason)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["reason"]);
    }
  });

  test("one to 100 distinct operations; force-error is not a console decision", () => {
    const base = { decision: "disapprove", reason: "Política de crédito vigente" };
    expect(deskDecisionInputSchema.safeParse({ ...base, operationIds: [] }).success).toBe(false);
    expect(deskDecisionInputSchema.safeParse({ ...base, operationIds: [ID_A, ID_A] }).success).toBe(false);
    expect(deskDecisionInputSchema.safeParse({ ...base, operationIds: Array.from({ length: 101 }, () => ID_A) }).success).toBe(false);
    expect(deskDecisionInputSchema.safeParse({ ...base, operationIds: [ID_A, ID_B] }).success).toBe(true);
    expect(deskDecisionInputSchema.safeParse({ ...base, decision: "force-error", operationIds: [ID_A] }).success).toBe(false);
  });
});

describe("decisionsForAll", () => {
  test("only the decisions every selected operation allows", () => {
    const manualWarranty = { decisions: ["revision", "disapprove", "conclude-manual-stage", "force-error"] as const };
    const manualLiquidation = { decisions: ["revision", "conclude-manual-stage", "force-error"] as const };
    const canceling = { decisions: [] as const };
    expect(decisionsForAll([manualWarranty])).toEqual(["conclude-manual-stage", "revision", "disapprove"]);
    expect(decisionsForAll([manualWarranty, manualLiquidation])).toEqual(["conclude-manual-stage", "revision"]);
    expect(decisionsForAll([manualWarranty, canceling])).toEqual([]);
    expect(decisionsForAll([])).toEqual([]);
  });
});

describe("countOutcome", () => {
  test("a failure is never counted as done", () => {
    expect(
      countOutcome([
        { operationId: ID_A, ok: true, from: "ManualWarranty", status: "InstrumentApproval", auditRecorded: true },
        { operationId: ID_B, ok: false, message: "Cancelamento em processamento" },
      ]),
    ).toEqual({ done: 1, failed: 1 });
  });
});
