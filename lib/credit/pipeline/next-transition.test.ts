import { describe, expect, test } from "vitest";
import type { OperationStatus } from "@/lib/contract";
import { deskTarget } from "../desk/desk-rules";
import { isPipelineStage, maintenanceWindowEnd, nextStageAtFor, nextTransition, type PipelineFacts } from "./next-transition";

const payroll = { largestInstallmentInCents: 30_000, freeMarginInCents: 50_000, discountStartPeriods: ["2027-02-01"], foreignEmployers: [] as string[] };
const fgts = { requestedAmountInCents: 60_000, anticipableInCents: 80_000, hasConsentTerm: true, birthdayWithdrawalOptIn: true };

function facts(overrides: Partial<PipelineFacts> = {}): PipelineFacts {
  return {
    status: "Draft",
    model: "payroll",
    cancelRequested: null,
    scenario: "regular",
    currentCompetence: "2026-11-01",
    payroll,
    fgts,
    fgtsMaintenanceUntil: null,
    hasSignedContract: false,
    signers: { total: 1, signed: 0, refusal: null },
    accountHolderIsBorrower: true,
    ...overrides,
  };
}

function target(overrides: Partial<PipelineFacts>) {
  const decision = nextTransition(facts(overrides));
  return decision.kind === "transition" ? decision.to : decision.kind;
}

function reason(overrides: Partial<PipelineFacts>) {
  const decision = nextTransition(facts(overrides));
  return decision.kind === "transition" ? decision.reason : "";
}

describe("nextTransition: the spec's transition table", () => {
  test.each(["payroll", "fgts"] as const)("%s: ComplianceApproval → CreditApproval (after compliance)", (model) => {
    expect(target({ status: "ComplianceApproval", model })).toBe("CreditApproval");
  });

  test("CreditApproval → Warranty: payroll requests the margin reserve, FGTS the registration at the FGTS body", () => {
    expect(target({ status: "CreditApproval" })).toBe("Warranty");
    expect(reason({ status: "CreditApproval" })).toMatch(/reserva de margem/);
    expect(target({ status: "CreditApproval", model: "fgts" })).toBe("Warranty");
    expect(reason({ status: "CreditApproval", model: "fgts" })).toMatch(/órgão do FGTS/);
  });

  test("payroll Warranty → MarginReserveApproval when the installment fits the margin and the competence is current or future", () => {
    expect(target({ status: "Warranty" })).toBe("MarginReserveApproval");
    expect(target({ status: "Warranty", payroll: { ...payroll, discountStartPeriods: ["2026-11-01"], largestInstallmentInCents: 50_000 } })).toBe(
      "MarginReserveApproval",
    );
  });

  test("payroll Warranty → WarrantyRevision: installment above the free margin (reason says so)", () => {
    const overrides = { status: "Warranty" as const, payroll: { ...payroll, largestInstallmentInCents: 50_001 } };
    expect(target(overrides)).toBe("WarrantyRevision");
    expect(reason(overrides)).toMatch(/acima da margem livre/);
  });

  test("payroll Warranty → WarrantyRevision: discount competence in the past (reason says so)", () => {
    const overrides = { status: "Warranty" as const, payroll: { ...payroll, discountStartPeriods: ["2026-10-01"] } };
    expect(target(overrides)).toBe("WarrantyRevision");
    expect(reason(overrides)).toMatch(/competência de desconto no passado \(2026-10-01/);
    expect(reason(overrides)).not.toMatch(/margem/);
  });

  test("payroll Warranty → WarrantyRevision: collateral names another employer than the active link (reason says so)", () => {
    const overrides = { status: "Warranty" as const, payroll: { ...payroll, foreignEmployers: ["11222333000181"] } };
    expect(target(overrides)).toBe("WarrantyRevision");
    expect(reason(overrides)).toMatch(/empregador da garantia \(CNPJ 11222333000181\) difere do vínculo ativo/);
  });

  test.each(["payroll", "fgts"] as const)("%s Warranty → ManualWarranty when electronic endorsement does not conclude", (model) => {
    expect(target({ status: "Warranty", model, scenario: "manual-warranty" })).toBe("ManualWarranty");
  });

  test("payroll MarginReserveApproval → InstrumentApproval (collateral confirmed)", () => {
    expect(target({ status: "MarginReserveApproval" })).toBe("InstrumentApproval");
  });

  test("FGTS Warranty → InstrumentApproval when the endorsement confirms", () => {
    expect(target({ status: "Warranty", model: "fgts" })).toBe("InstrumentApproval");
  });

  test.each([
    ["anticipable balance below the request", { anticipableInCents: 59_999 }, /saldo antecipável/],
    ["no consent term", { hasConsentTerm: false }, /termo de consentimento/],
    ["no birthday-withdrawal adhesion", { birthdayWithdrawalOptIn: false }, /adesão ao saque-aniversário/],
  ])("FGTS Warranty → WarrantyRevision: %s", (_, fgtsOverrides, expected) => {
    const overrides = { status: "Warranty" as const, model: "fgts" as const, fgts: { ...fgts, ...fgtsOverrides } };
    expect(target(overrides)).toBe("WarrantyRevision");
    expect(reason(overrides)).toMatch(expected);
  });

  test("FGTS Warranty is held during the FGTS body's maintenance window", () => {
    const until = new Date("2026-11-21T07:00:00Z");
    expect(nextTransition(facts({ status: "Warranty", model: "fgts", fgtsMaintenanceUntil: until }))).toEqual(expect.objectContaining({ kind: "hold", until }));
  });

  test("InstrumentApproval → Signatures, or PartnerSignaturesValidation when a signed contract was sent in Draft", () => {
    expect(target({ status: "InstrumentApproval" })).toBe("Signatures");
    expect(target({ status: "InstrumentApproval", hasSignedContract: true })).toBe("PartnerSignaturesValidation");
  });

  test("Signatures → SignaturesValidation once every signer signed; waits before", () => {
    expect(target({ status: "Signatures", signers: { total: 2, signed: 1, refusal: null } })).toBe("idle");
    expect(target({ status: "Signatures", signers: { total: 0, signed: 0, refusal: null } })).toBe("idle");
    expect(target({ status: "Signatures", signers: { total: 2, signed: 2, refusal: null } })).toBe("SignaturesValidation");
  });

  test("Signatures → Canceled when a signer refused, with the signer's reason when one was given", () => {
    const refused = (reason: string | null) => ({ status: "Signatures" as const, signers: { total: 2, signed: 1, refusal: { reason } } });
    expect(target(refused(null))).toBe("Canceled");
    expect(reason(refused(null))).toBe("Assinatura recusada pelo tomador na página de assinatura");
    expect(reason(refused("O valor da parcela não é o combinado"))).toBe("Assinatura recusada pelo tomador na página de assinatura: O valor da parcela não é o combinado");
    expect(nextTransition(facts(refused(null)))).toMatchObject({ actor: "Pipeline" });
  });

  test.each(["SignaturesValidation", "PartnerSignaturesValidation"] as const)("%s → WaitLiquidation", (status) => {
    expect(target({ status })).toBe("WaitLiquidation");
  });

  test("WaitLiquidation → Liquidation → Finished", () => {
    expect(target({ status: "WaitLiquidation" })).toBe("Liquidation");
    expect(target({ status: "Liquidation" })).toBe("Finished");
  });

  test("WaitLiquidation → ManualLiquidation for the manual-liquidation scenario; the pipeline then waits for the desk", () => {
    expect(target({ status: "WaitLiquidation", scenario: "manual-liquidation" })).toBe("ManualLiquidation");
    expect(target({ status: "ManualLiquidation", scenario: "manual-liquidation" })).toBe("idle");
  });

  test("Liquidation → PaymentRevision when the account holder is not the borrower, or the transfer fails", () => {
    expect(target({ status: "Liquidation", accountHolderIsBorrower: false })).toBe("PaymentRevision");
    expect(reason({ status: "Liquidation", accountHolderIsBorrower: false })).toMatch(/titular/);
    expect(target({ status: "Liquidation", scenario: "settlement-failure" })).toBe("PaymentRevision");
  });

  test("a requested cancel → Canceled first, with the partner's message as reason (actor Partner)", () => {
    const decision = nextTransition(facts({ status: "Warranty", cancelRequested: { message: "Cliente desistiu" } }));
    expect(decision).toEqual({ kind: "transition", to: "Canceled", actor: "Partner", reason: "Cliente desistiu" });
    expect(reason({ status: "Draft", cancelRequested: { message: null } })).toBe("Cancelamento solicitado pelo parceiro");
  });

  test.each([
    "Draft",
    "ManualWarranty",
    "WarrantyRevision",
    "ManualLiquidation",
    "PaymentRevision",
    "Finished",
    "Revision",
    "Disapproved",
    "Canceled",
    "Error",
  ] as const)("%s waits for the partner or the desk", (status) => {
    expect(target({ status })).toBe("idle");
    expect(isPipelineStage(status)).toBe(false);
  });

  test("entering a pipeline stage schedules it; a waiting status does not", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(nextStageAtFor("CreditApproval", now, 5)).toEqual(new Date("2026-11-21T12:00:05Z"));
    expect(nextStageAtFor("Signatures", now, 5)).toBeNull();
  });
});

describe("desk decisions", () => {
  test.each([
    ["revision", "Warranty", "Revision"],
    ["revision", "Finished", null],
    ["disapprove", "CreditApproval", "Disapproved"],
    ["disapprove", "Signatures", null],
    ["conclude-manual-stage", "ManualWarranty", "InstrumentApproval"],
    ["conclude-manual-stage", "ManualLiquidation", "Finished"],
    ["conclude-manual-stage", "Warranty", null],
    ["force-error", "Liquidation", "Error"],
    ["force-error", "Canceled", null],
  ] as const)("%s from %s → %s", (decision, from, to) => {
    expect(deskTarget(decision, from as OperationStatus)).toBe(to);
  });
});

describe("maintenanceWindowEnd (America/Sao_Paulo, UTC-3)", () => {
  test("inside the window: its end", () => {
    expect(maintenanceWindowEnd(new Date("2026-11-21T05:30:00Z"), "02:00-04:00")).toEqual(new Date("2026-11-21T07:00:00Z"));
  });
  test("outside, unset or malformed: null", () => {
    expect(maintenanceWindowEnd(new Date("2026-11-21T08:00:00Z"), "02:00-04:00")).toBeNull();
    expect(maintenanceWindowEnd(new Date("2026-11-21T05:30:00Z"), undefined)).toBeNull();
    expect(maintenanceWindowEnd(new Date("2026-11-21T05:30:00Z"), "2h-4h")).toBeNull();
  });
  test("a window crossing midnight", () => {
    expect(maintenanceWindowEnd(new Date("2026-11-22T02:30:00Z"), "23:00-01:00")).toEqual(new Date("2026-11-22T04:00:00Z"));
  });
});
