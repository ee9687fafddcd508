import { describe, expect, test } from "vitest";
import { isProgressStalled } from "./progress-stalled";

describe("isProgressStalled", () => {
  test("the stages the pipeline leaves by itself are followed closely, before and after the signature", () => {
    for (const status of ["ComplianceApproval", "CreditApproval", "Warranty", "InstrumentApproval", "SignaturesValidation", "PartnerSignaturesValidation", "WaitLiquidation", "Liquidation"] as const) {
      expect(isProgressStalled(status), status).toBe(false);
    }
  });

  test("a status that waits for the borrower, the partner or the desk is stalled", () => {
    for (const status of ["Signatures", "ManualLiquidation", "PaymentRevision", "WarrantyRevision", "ManualWarranty", "Revision", "Disapproved", "Error", "Canceled", "Finished"] as const) {
      expect(isProgressStalled(status), status).toBe(true);
    }
  });
});
