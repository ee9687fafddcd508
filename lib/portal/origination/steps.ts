/**
 * The steps of each origination wizard, in order, and the guards of `?step=` (documenso's pattern): a step can be
 * opened only when every applicable step before it is done, so no step is skipped by editing the address; the
 * stepper only goes back. Pure: the draft's data decides everything.
 */
import type { DraftData } from "./draft-data";

export type DraftProduct = "payroll" | "fgts";

export const STEP_IDS = [
  "tomador",
  "autorizacao",
  "consentimento",
  "margem",
  "simulacao",
  "proposta",
  "operacao",
  "documentos",
  "revisao",
  "assinaturas",
] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_LABELS: Readonly<Record<StepId, string>> = {
  tomador: "Tomador",
  autorizacao: "Autorização",
  consentimento: "Termo de consentimento",
  margem: "Margem",
  simulacao: "Simulação",
  proposta: "Proposta",
  operacao: "Operação",
  documentos: "Documentos",
  revisao: "Revisão e envio",
  assinaturas: "Assinaturas",
};

const PRODUCT_STEPS: Readonly<Record<DraftProduct, readonly StepId[]>> = {
  payroll: ["tomador", "autorizacao", "margem", "simulacao", "proposta", "operacao", "documentos", "revisao", "assinaturas"],
  fgts: ["tomador", "consentimento", "simulacao", "operacao", "documentos", "revisao", "assinaturas"],
};

export const PRODUCT_LABELS: Readonly<Record<DraftProduct, string>> = {
  payroll: "Consignado privado",
  fgts: "Antecipação do saque-aniversário FGTS",
};

export function isDraftProduct(value: string): value is DraftProduct {
  return value === "payroll" || value === "fgts";
}

export function isStepId(value: string): value is StepId {
  return (STEP_IDS as readonly string[]).includes(value);
}

/** The steps that apply to this draft: the proposal to the employer belongs to simulation path A (offers) only. */
export function applicableSteps(product: DraftProduct, data: DraftData): StepId[] {
  return PRODUCT_STEPS[product].filter((step) => step !== "proposta" || data.simulation?.path === "offers");
}

/** Whether a step's outcome is recorded in the draft. */
export function isStepDone(step: StepId, data: DraftData): boolean {
  switch (step) {
    case "tomador":
      return data.borrower !== undefined;
    case "autorizacao":
      return data.authorization?.status === "Approved" && !data.authorization.refusedByMarginQueryAt;
    case "consentimento":
      return data.consent !== undefined;
    case "margem":
      return data.margin !== undefined;
    case "simulacao":
      return data.simulation !== undefined;
    case "proposta":
      return data.proposal !== undefined;
    case "operacao":
      return data.operation !== undefined;
    case "documentos":
      return data.documents !== undefined;
    case "revisao":
      return data.submission !== undefined;
    case "assinaturas":
      return false;
  }
}

/** The first applicable step not done: the furthest one the operator may open. */
export function currentStep(product: DraftProduct, data: DraftData): StepId {
  const steps = applicableSteps(product, data);
  return steps.find((step) => !isStepDone(step, data)) ?? steps[steps.length - 1] ?? "tomador";
}

/**
 * The step to show for `?step=`: the one asked for when it is reachable, else the current step (an unknown,
 * skipped-ahead or not-applicable step never opens).
 */
export function resolveStep(product: DraftProduct, data: DraftData, requested: string | undefined): StepId {
  const current = currentStep(product, data);
  if (requested === undefined || !isStepId(requested)) return current;
  const steps = applicableSteps(product, data);
  const index = steps.indexOf(requested);
  return index >= 0 && index <= steps.indexOf(current) ? requested : current;
}

/**
 * Steps whose answers can no longer change: what the operation was created from once it exists, and everything
 * once it is submitted (the API allows no change until analysis ends). Locked steps show what was recorded.
 */
export function isStepLocked(step: StepId, product: DraftProduct, data: DraftData): boolean {
  if (step === "assinaturas") return false;
  if (data.submission) return true;
  if (!data.operation) return false;
  const steps = applicableSteps(product, data);
  return steps.indexOf(step) <= steps.indexOf("operacao");
}

/** `?passed=` of the wizard's address: the steps it passed by itself, known ids only, each once, at most all of them. */
export function passedStepsParam(value: string | string[] | undefined): StepId[] {
  if (typeof value !== "string") return [];
  return [...new Set(value.split(",").filter(isStepId))].slice(0, STEP_IDS.length);
}

/** The step after `step` in this draft, for the "continue" of a completed step. */
export function nextStep(product: DraftProduct, data: DraftData, step: StepId): StepId {
  const steps = applicableSteps(product, data);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}
