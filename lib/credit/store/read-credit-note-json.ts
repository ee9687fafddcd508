/**
 * The operation's JSON columns (`amortization`, `plan`, `warranty`) read through the contract's schemas, never
 * cast: what the API stored from a parsed request parses again, and a row that does not (edited by hand, written
 * by an older version) fails here with the column and the paths at fault instead of deep inside a calculation.
 */
import { z } from "zod";
import { amortizationPlanSchema, amortizationSchema, warrantyItemSchema, type Amortization, type AmortizationPlan, type WarrantyItem } from "@/lib/contract";
import type { Prisma } from "@/lib/db/generated/client";

const warrantyListSchema = z.array(warrantyItemSchema);

/** Stored JSON that does not match the contract: a data problem (500), named by operation, column and paths only. */
export class StoredJsonError extends Error {
  override readonly name = "StoredJsonError";
  constructor(creditNoteId: string, column: string, error: z.ZodError) {
    const paths = error.issues.map((issue) => `${[column, ...issue.path].join(".")}: ${issue.message}`);
    super(`credit note ${creditNoteId}: stored ${column} does not match the contract (${paths.slice(0, 5).join("; ")})`);
  }
}

function parseColumn<T>(schema: z.ZodType<T>, creditNoteId: string, column: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredJsonError(creditNoteId, column, parsed.error);
  return parsed.data;
}

export function readStoredAmortization(note: { readonly id: string; readonly amortization: Prisma.JsonValue }): Amortization {
  return parseColumn(amortizationSchema, note.id, "amortization", note.amortization);
}

/** The payment plan; null before one was computed. */
export function readStoredPlan(note: { readonly id: string; readonly plan: Prisma.JsonValue | null }): AmortizationPlan | null {
  return note.plan === null ? null : parseColumn(amortizationPlanSchema, note.id, "plan", note.plan);
}

/** The plan of an operation that must have one (every operation gets its plan at creation). */
export function requireStoredPlan(note: { readonly id: string; readonly plan: Prisma.JsonValue | null }): AmortizationPlan {
  const plan = readStoredPlan(note);
  if (!plan) throw new Error(`credit note ${note.id}: no stored plan`);
  return plan;
}

export function readStoredWarranty(note: { readonly id: string; readonly warranty: Prisma.JsonValue }): WarrantyItem[] {
  return parseColumn(warrantyListSchema, note.id, "warranty", note.warranty);
}

/**
 * A contract value as a JSON column's input. The contract's types are JSON by construction (parsed from JSON,
 * checked as JSON responses); their optional fields are what keeps TypeScript from seeing it.
 */
export function toStoredJson(value: Amortization | AmortizationPlan | readonly WarrantyItem[]): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}
