import "server-only";
import { z } from "zod";
import { getPrisma } from "@/lib/db/client";
import type { SessionOperator } from "../auth/load-session-operator";
import { loadOwnDraft } from "./load-draft";
import { currentStep, type StepId } from "./steps";

/** What a step's form had typed when the operator left: a form's own values, small and shallow enough to keep. */
export const typedFormValuesSchema = z
  .record(z.string().max(60), z.unknown())
  .refine((values) => Object.keys(values).length <= 30 && JSON.stringify(values).length <= 8_000, { error: "Valores digitados grandes demais para guardar." });

/**
 * Keeps what the current step's form has typed, so leaving and resuming brings it back (issue 24: a refinance came
 * back as a new loan, notes empty). Only the draft's current step, and only while nobody recorded a step since it
 * was read: the version is checked but not raised, so keeping values never makes a step's own save fail. Recording
 * any step rewrites the draft's data without them (`withStep`), so they never outlive the answer they were for.
 */
export async function keepTypedValues(operator: SessionOperator, input: { draftId: string; step: StepId; formId: string; values: Record<string, unknown> }): Promise<{ kept: boolean }> {
  const draft = await loadOwnDraft(operator, input.draftId);
  if (!draft || draft.state !== "open" || currentStep(draft.product, draft.data) !== input.step) return { kept: false };
  const key = `${input.step}:${input.formId}`;
  const updated = await getPrisma().$executeRaw`
    UPDATE portal_origination_draft
       SET data = jsonb_set(data, '{typed}', COALESCE(data->'typed', '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(input.values)}::jsonb))
     WHERE id = ${draft.id}::uuid AND version = ${draft.version} AND state = 'open'`;
  return { kept: updated === 1 };
}
