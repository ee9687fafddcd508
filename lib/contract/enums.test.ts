import { describe, expect, test } from "vitest";
import {
  calculateByValueValues,
  calculationTypeValues,
  documentTypeValues,
  fileTypeValues,
  liquidationTypeSchema,
  marginAuthorizationStatusValues,
  operationStatusSchema,
  operationStatusValues,
  paymentMonthValues,
  rateModeValues,
  warrantyTypeValues,
} from "./enums";
import {
  allowedStatusesByAction,
  isActionAllowed,
  partnerActionStatuses,
  partnerGuidanceByStatus,
  returnStatuses,
  terminalStatuses,
} from "./status-permissions";
import { fieldErrorsOf } from "./test-fixtures";

describe("enums of the spec", () => {
  test.each([
    ["operation statuses", operationStatusValues, 20],
    ["calculation types", calculationTypeValues, 7],
    ["payment months", paymentMonthValues, 13],
    ["margin authorization statuses", marginAuthorizationStatusValues, 3],
    ["file types", fileTypeValues, 3],
    ["warranty types", warrantyTypeValues, 2],
    ["document types", documentTypeValues, 4],
    ["calculate-by values", calculateByValueValues, 3],
    ["rate modes", rateModeValues, 2],
  ])("%s has %#", (_, values, count) => {
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
  });

  test("a wrong status lists every allowed value", () => {
    expect(fieldErrorsOf(operationStatusSchema, "Approved")[0]?.message).toBe(
      `informe um dos valores: ${operationStatusValues.slice(0, -1).join(", ")} ou Error`,
    );
  });

  test("Invoice exists in the liquidation enum (refused only in the operation body)", () => {
    expect(liquidationTypeSchema.parse("Invoice")).toBe("Invoice");
  });
});

describe("permission table", () => {
  test.each([
    ["update", ["Draft", "Revision", "Disapproved", "Error"]],
    ["delete", ["Draft", "Revision", "Disapproved", "Canceled"]],
    ["submitApproval", ["Draft", "Revision"]],
    ["doneWarrantyRevision", ["WarrantyRevision"]],
  ] as const)("%s is allowed exactly in %j", (action, statuses) => {
    expect(allowedStatusesByAction[action]).toEqual(statuses);
  });

  test("SignUrl is available from Signatures onward, not before nor on returns", () => {
    for (const status of ["Signatures", "SignaturesValidation", "PartnerSignaturesValidation", "WaitLiquidation", "Finished"] as const) {
      expect(isActionAllowed("signUrl", status)).toBe(true);
    }
    for (const status of ["Draft", "InstrumentApproval", "Revision", "Disapproved", "Canceled", "Error"] as const) {
      expect(isActionAllowed("signUrl", status)).toBe(false);
    }
  });

  test("cancel is refused in terminal statuses and while money moves", () => {
    for (const status of ["Finished", "Canceled", "Liquidation", "ManualLiquidation"] as const) {
      expect(isActionAllowed("cancel", status)).toBe(false);
    }
    expect(isActionAllowed("cancel", "Draft")).toBe(true);
    expect(isActionAllowed("cancel", "WaitLiquidation")).toBe(true);
  });

  test("no change is possible during analysis", () => {
    for (const status of ["ComplianceApproval", "CreditApproval", "Warranty", "InstrumentApproval"] as const) {
      expect(isActionAllowed("update", status)).toBe(false);
      expect(isActionAllowed("delete", status)).toBe(false);
    }
  });

  test("status classes", () => {
    expect(partnerActionStatuses).toEqual(["Draft", "WarrantyRevision", "Signatures", "PaymentRevision"]);
    expect(returnStatuses).toEqual(["Revision", "Disapproved"]);
    expect(terminalStatuses).toEqual(["Finished", "Canceled"]);
    expect(Object.keys(partnerGuidanceByStatus)).toEqual([...operationStatusValues]);
  });
});
