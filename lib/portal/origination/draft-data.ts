/**
 * What a draft records, step by step, validated with the contract's own schemas whenever it is read: a draft
 * stored by an older version, or edited by hand, is never trusted as it is. Each step's key is cleared, with
 * everything after it, when an earlier step's answer changes (see `withStep`).
 */
import { z } from "zod";
import {
  fgtsAmortizationSchema,
  freeMarginSchema,
  marginAuthorizationStatusSchema,
  offerSchema,
  priceSacAmortizationSchema,
  proposalRecordSchema,
  proposalReinforcementSchema,
  utcDateTimeSchema,
  uuidSchema,
} from "@/lib/contract";
import { bankAccountSchema } from "@/lib/contract/bank-account";
import { civilDateSchema, cpfSchema } from "@/lib/contract/units";
import type { StepId } from "./steps";

const borrowerSchema = z.object({
  personId: uuidSchema,
  registrationNumber: cpfSchema,
  name: z.string(),
  birthDate: civilDateSchema,
  bankAccount: bankAccountSchema.pick({ id: true, bankCode: true, agency: true, accountNumber: true, accountDigit: true, accountType: true, holderRegistrationNumber: true }),
});

const authorizationSchema = z.object({
  id: uuidSchema,
  status: marginAuthorizationStatusSchema,
  checkedAt: utcDateTimeSchema,
  /** When the worker approved it, for the wizard's note when it passes the step by itself. */
  approvedAt: utcDateTimeSchema.optional(),
  /**
   * When the margin query refused it as no longer valid (the contract has no expiry status: that refusal is the
   * only sign). The step is then not done, and this authorization is never passed again: the worker authorizes anew.
   */
  refusedByMarginQueryAt: utcDateTimeSchema.optional(),
});

const consentSchema = z.object({
  uploadId: uuidSchema,
  fileName: z.string(),
  displayName: z.string().optional(),
  fileId: uuidSchema.optional(),
});

const simulationSchema = z.discriminatedUnion("path", [
  z.object({ path: z.literal("offers"), productId: uuidSchema, offer: offerSchema, firstPaymentDate: utcDateTimeSchema }),
  z.object({ path: z.literal("amortization"), productId: uuidSchema, simulationId: uuidSchema, amortization: priceSacAmortizationSchema }),
  z.object({ path: z.literal("fgts"), productId: uuidSchema, simulationId: uuidSchema, amortization: fgtsAmortizationSchema }),
]);

export const draftDataSchema = z.object({
  borrower: borrowerSchema.optional(),
  authorization: authorizationSchema.optional(),
  consent: consentSchema.optional(),
  margin: z.object({ query: freeMarginSchema }).optional(),
  simulation: simulationSchema.optional(),
  /** The proposal as the API recorded it, and the FGTS reinforcement offered with it (the collateral repeats it). */
  proposal: proposalRecordSchema.extend({ reinforcement: proposalReinforcementSchema.optional() }).optional(),
  operation: z.object({ id: uuidSchema, creditNoteNo: z.string(), createdAt: utcDateTimeSchema }).optional(),
  documents: z.object({ confirmedAt: utcDateTimeSchema }).optional(),
  submission: z.object({ submittedAt: utcDateTimeSchema }).optional(),
});

export type DraftData = z.output<typeof draftDataSchema>;
export type DraftDataInput = z.input<typeof draftDataSchema>;
export type DraftBorrower = NonNullable<DraftData["borrower"]>;
export type DraftSimulation = NonNullable<DraftData["simulation"]>;

/** The key of `DraftData` each step writes, in wizard order. */
export const STEP_DATA_KEYS = [
  ["tomador", "borrower"],
  ["autorizacao", "authorization"],
  ["consentimento", "consent"],
  ["margem", "margin"],
  ["simulacao", "simulation"],
  ["proposta", "proposal"],
  ["operacao", "operation"],
  ["documentos", "documents"],
  ["revisao", "submission"],
] as const satisfies ReadonlyArray<readonly [StepId, keyof DraftData]>;

export type StepWithData = (typeof STEP_DATA_KEYS)[number][0];
type KeyOf<S extends StepWithData> = Extract<(typeof STEP_DATA_KEYS)[number], readonly [S, keyof DraftData]>[1];
export type StepValue<S extends StepWithData> = DraftDataInput[KeyOf<S>];

/** Reads a stored draft; what no longer validates is dropped from the first broken step on, so the wizard resumes there. */
export function parseDraftData(stored: unknown): DraftData {
  const parsed = draftDataSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  const source = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  for (const [, key] of STEP_DATA_KEYS) {
    const candidate = { ...kept, [key]: source[key] };
    if (!draftDataSchema.safeParse(candidate).success) break;
    kept[key] = source[key];
  }
  return draftDataSchema.parse(kept);
}

/** Fields that say when a step was checked, not what it decided: a new value differing only there is the same answer. */
const VOLATILE_FIELDS: ReadonlySet<string> = new Set(["checkedAt"]);

function decision(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => (VOLATILE_FIELDS.has(key) ? undefined : item));
}

/**
 * Whether recording `value` at `step` would change what the step decided (going back to a step and confirming the
 * same answer must not undo the steps after it).
 */
export function changesStep<S extends StepWithData>(data: DraftDataInput, step: S, value: StepValue<S>): boolean {
  const [, key] = STEP_DATA_KEYS.find(([id]) => id === step) ?? [];
  return key === undefined || decision(data[key]) !== decision(value);
}

/**
 * The draft's data with `step` recorded and every later step cleared: a new borrower invalidates the
 * authorization, the margin and the simulation made for the previous one. Returns the JSON to store.
 */
export function withStep<S extends StepWithData>(data: DraftDataInput, step: S, value: StepValue<S>): DraftDataInput {
  const index = STEP_DATA_KEYS.findIndex(([id]) => id === step);
  const next: Record<string, unknown> = {};
  for (const [position, [, key]] of STEP_DATA_KEYS.entries()) {
    if (position < index && data[key] !== undefined) next[key] = data[key];
  }
  const [, key] = STEP_DATA_KEYS[index] ?? [];
  if (key !== undefined) next[key] = value;
  return next as DraftDataInput;
}
