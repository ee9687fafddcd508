import { describe, expect, test } from "vitest";
import type { DraftData } from "./draft-data";
import { applicableSteps, currentStep, isStepLocked, nextStep, passedStepsParam, resolveStep } from "./steps";
import { APPROVED_AUTHORIZATION as approved, TEST_BORROWER as borrower } from "./draft-test-fixtures";

const at = "2026-11-22T10:00:00Z";

function data(partial: Partial<Record<keyof DraftData, unknown>>): DraftData {
  return partial as DraftData;
}

describe("wizard steps", () => {
  test("payroll shows the proposal only for path A (offers); FGTS has its consent term instead of authorization and margin", () => {
    expect(applicableSteps("payroll", data({}))).toEqual(["tomador", "autorizacao", "margem", "simulacao", "operacao", "documentos", "revisao", "assinaturas"]);
    expect(applicableSteps("payroll", data({ simulation: { path: "offers" } }))).toContain("proposta");
    expect(applicableSteps("fgts", data({}))).toEqual(["tomador", "consentimento", "simulacao", "operacao", "documentos", "revisao", "assinaturas"]);
  });

  test("the current step is the first not done; a pending or refused authorization is not done", () => {
    expect(currentStep("payroll", data({}))).toBe("tomador");
    expect(currentStep("payroll", data({ borrower }))).toBe("autorizacao");
    expect(currentStep("payroll", data({ borrower, authorization: { ...approved, status: "Pending" } }))).toBe("autorizacao");
    expect(currentStep("payroll", data({ borrower, authorization: approved }))).toBe("margem");
    // Approved, but the margin query refused it as no longer valid: the step asks again.
    expect(currentStep("payroll", data({ borrower, authorization: { ...approved, refusedByMarginQueryAt: at } }))).toBe("autorizacao");
  });

  test("?passed= names known steps only, each once", () => {
    expect(passedStepsParam("tomador,autorizacao,margem")).toEqual(["tomador", "autorizacao", "margem"]);
    expect(passedStepsParam("margem,nada,margem")).toEqual(["margem"]);
    expect(passedStepsParam(undefined)).toEqual([]);
    expect(passedStepsParam(["tomador"])).toEqual([]);
  });

  test("?step= opens a step at or before the current one, never one ahead, unknown or not applicable", () => {
    const state = data({ borrower, authorization: approved });
    expect(resolveStep("payroll", state, "tomador")).toBe("tomador");
    expect(resolveStep("payroll", state, "margem")).toBe("margem");
    expect(resolveStep("payroll", state, "simulacao")).toBe("margem");
    expect(resolveStep("payroll", state, "revisao")).toBe("margem");
    expect(resolveStep("payroll", state, "proposta")).toBe("margem");
    expect(resolveStep("payroll", state, "consentimento")).toBe("margem");
    expect(resolveStep("payroll", state, "nada")).toBe("margem");
    expect(resolveStep("payroll", state, undefined)).toBe("margem");
  });

  test("steps up to the operation lock once it exists; everything but signatures once submitted", () => {
    const created = data({ borrower, consent: {}, simulation: { path: "fgts" }, operation: { id: borrower.personId, creditNoteNo: "1", createdAt: at } });
    expect(isStepLocked("tomador", "fgts", created)).toBe(true);
    expect(isStepLocked("operacao", "fgts", created)).toBe(true);
    expect(isStepLocked("documentos", "fgts", created)).toBe(false);
    const submitted = data({ ...created, documents: { confirmedAt: at }, submission: { submittedAt: at } });
    expect(isStepLocked("documentos", "fgts", submitted)).toBe(true);
    expect(isStepLocked("assinaturas", "fgts", submitted)).toBe(false);
    expect(currentStep("fgts", submitted)).toBe("assinaturas");
  });

  test("the next step skips what does not apply", () => {
    expect(nextStep("payroll", data({ simulation: { path: "amortization" } }), "simulacao")).toBe("operacao");
    expect(nextStep("payroll", data({ simulation: { path: "offers" } }), "simulacao")).toBe("proposta");
  });
});
