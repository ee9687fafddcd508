import { describe, expect, test } from "vitest";
import { operationStatusValues, type OperationStatus } from "@/lib/contract";
import type { DeskDecision } from "@/lib/contract/desk-api";
import { applicableDeskDecisions, deskTarget } from "./desk-rules";

type Row = Readonly<Record<DeskDecision, OperationStatus | null>>;

/**
 * Where each desk decision leads, written out status by status from the spec's transitions table
 * (shared/spec/credit-operations-service.md, "Transitions") and the README's desk API section, not derived from
 * desk-rules.ts:
 * - revision: "any | desk decision | attribute needs correction | Revision", except where there is nothing left to
 *   correct (Finished, Canceled), nothing submitted yet (Draft) or the operation is already in Revision;
 * - disapprove: "analysis stages | desk decision | rejected | Disapproved";
 * - conclude-manual-stage: ManualWarranty → InstrumentApproval ("collateral confirmed"), ManualLiquidation →
 *   Finished ("settlement done");
 * - force-error: "any | technical failure | Error", except from a final status or Error itself.
 */
const R = "Revision";
const D = "Disapproved";
const E = "Error";
const TABLE: Readonly<Record<OperationStatus, Row>> = {
  Draft: { revision: null, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  ComplianceApproval: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  CreditApproval: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  Warranty: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  MarginReserveApproval: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  ManualWarranty: { revision: R, disapprove: D, "conclude-manual-stage": "InstrumentApproval", "force-error": E },
  WarrantyRevision: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  InstrumentApproval: { revision: R, disapprove: D, "conclude-manual-stage": null, "force-error": E },
  Signatures: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  SignaturesValidation: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  PartnerSignaturesValidation: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  WaitLiquidation: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  Liquidation: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  ManualLiquidation: { revision: R, disapprove: null, "conclude-manual-stage": "Finished", "force-error": E },
  PaymentRevision: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  Finished: { revision: null, disapprove: null, "conclude-manual-stage": null, "force-error": null },
  Revision: { revision: null, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  Disapproved: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": E },
  Canceled: { revision: null, disapprove: null, "conclude-manual-stage": null, "force-error": null },
  Error: { revision: R, disapprove: null, "conclude-manual-stage": null, "force-error": null },
};
const DECISIONS = ["revision", "disapprove", "conclude-manual-stage", "force-error"] as const;

describe("deskTarget", () => {
  test.each(operationStatusValues)("from %s, each decision leads where the spec's table says", (status) => {
    const row = TABLE[status];
    expect(row, `the table has no row for ${status}`).toBeDefined();
    expect(Object.fromEntries(DECISIONS.map((decision) => [decision, deskTarget(decision, status)]))).toEqual(row);
  });
});

describe("applicableDeskDecisions", () => {
  test("a manual warranty can be concluded, returned, disapproved or put in error; a manual liquidation cannot be disapproved", () => {
    expect(applicableDeskDecisions("ManualWarranty", false)).toEqual(["revision", "disapprove", "conclude-manual-stage", "force-error"]);
    expect(applicableDeskDecisions("ManualLiquidation", false)).toEqual(["revision", "conclude-manual-stage", "force-error"]);
  });

  test("an analysis stage can be returned, disapproved or put in error, not concluded", () => {
    expect(applicableDeskDecisions("CreditApproval", false)).toEqual(["revision", "disapprove", "force-error"]);
  });

  test("after the instrument, only a return or a technical error", () => {
    expect(applicableDeskDecisions("Signatures", false)).toEqual(["revision", "force-error"]);
    expect(applicableDeskDecisions("WaitLiquidation", false)).toEqual(["revision", "force-error"]);
  });

  test("nothing applies while a cancel is being processed, nor to a finished or canceled operation", () => {
    expect(applicableDeskDecisions("ManualWarranty", true)).toEqual([]);
    expect(applicableDeskDecisions("CreditApproval", true)).toEqual([]);
    expect(applicableDeskDecisions("Finished", false)).toEqual([]);
    expect(applicableDeskDecisions("Canceled", false)).toEqual([]);
  });

  test("a draft can only be put in error; an operation in Revision or Error cannot be sent there again", () => {
    expect(applicableDeskDecisions("Draft", false)).toEqual(["force-error"]);
    expect(applicableDeskDecisions("Revision", false)).toEqual(["force-error"]);
    expect(applicableDeskDecisions("Error", false)).toEqual(["revision"]);
  });
});
