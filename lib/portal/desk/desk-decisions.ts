/**
 * The decisions the desk console takes (the desk API's `force-error` is a support tool, not a console decision),
 * their pt-BR words, the audit action of each, and the input of a decision on one or several operations. Pure:
 * the console's client components and the server action share it.
 */
import { z } from "zod";
import type { OperationStatus } from "@/lib/contract";
import { DESK_REASON_MAX, type DeskDecision } from "@/lib/contract/desk-api";
import { contractString } from "@/lib/contract/units";
import type { AuditAction } from "../audit/audit-actions";

export const CONSOLE_DECISIONS = ["conclude-manual-stage", "revision", "disapprove"] as const satisfies readonly DeskDecision[];
export type ConsoleDecision = (typeof CONSOLE_DECISIONS)[number];

export interface DecisionCopy {
  /** The button: "Devolver para correção". */
  readonly label: string;
  /** The confirm button, before the count: "Devolver". */
  readonly verb: string;
  /** The outcome, after "Operação" or "3 operações": "devolvida para correção", "devolvidas para correção". */
  readonly done: readonly [one: string, many: string];
  /** What happens to the operation, for the confirmation. */
  readonly effect: string;
  readonly tone: "primary" | "secondary" | "danger";
  readonly audit: AuditAction;
}

export const DECISION_COPY: Readonly<Record<ConsoleDecision, DecisionCopy>> = {
  "conclude-manual-stage": {
    label: "Concluir etapa manual",
    verb: "Concluir",
    done: ["com a etapa manual concluída", "com a etapa manual concluída"],
    effect: "Averbação manual segue para a emissão do contrato; liquidação manual fica liquidada (transferência feita pela mesa).",
    tone: "primary",
    audit: "desk.manual_stage_concluded",
  },
  revision: {
    label: "Devolver para correção",
    verb: "Devolver",
    done: ["devolvida para correção", "devolvidas para correção"],
    effect: "A operação volta ao parceiro em Devolvida para correção: ele corrige e reenvia. A margem reservada é liberada.",
    tone: "secondary",
    audit: "desk.revision",
  },
  disapprove: {
    label: "Reprovar",
    verb: "Reprovar",
    done: ["reprovada", "reprovadas"],
    effect: "A operação fica Reprovada; o parceiro lê o motivo no histórico. A margem reservada é liberada.",
    tone: "danger",
    audit: "desk.disapproved",
  },
};

export const REASON_MIN = 10;
export const REASON_MAX = DESK_REASON_MAX;
/** Operations in one decision: a page of the queue at most. */
export const MAX_OPERATIONS_PER_DECISION = 100;

const reasonExpectation = `descreva o motivo, de ${REASON_MIN} a ${REASON_MAX.toLocaleString("pt-BR")} caracteres: ele fica no histórico da operação e o parceiro o lê`;

export const decisionReasonSchema = contractString(reasonExpectation)
  .trim()
  .min(REASON_MIN, { error: reasonExpectation })
  .max(REASON_MAX, { error: reasonExpectation });

export const deskDecisionInputSchema = z.object({
  decision: z.enum(CONSOLE_DECISIONS, { error: "escolha a decisão" }),
  reason: decisionReasonSchema,
  operationIds: z
    .array(z.uuid({ error: "operação inválida" }), { error: "selecione as operações" })
    .min(1, { error: "selecione ao menos uma operação" })
    .max(MAX_OPERATIONS_PER_DECISION, { error: `selecione no máximo ${MAX_OPERATIONS_PER_DECISION} operações por vez` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "uma operação aparece duas vezes na seleção" }),
});

export type DeskDecisionInput = z.output<typeof deskDecisionInputSchema>;

/** One operation's outcome: done (with the status it reached), or failed with the reason why, never both. */
export type OperationDecisionResult =
  | { readonly operationId: string; readonly ok: true; readonly from: OperationStatus; readonly status: OperationStatus; readonly auditRecorded: boolean }
  | { readonly operationId: string; readonly ok: false; readonly message: string };

export interface DecisionOutcome {
  readonly decision: ConsoleDecision;
  readonly results: readonly OperationDecisionResult[];
}

/** Done and failed counts, for the outcome's headline. */
export function countOutcome(results: readonly OperationDecisionResult[]): { done: number; failed: number } {
  const done = results.filter((result) => result.ok).length;
  return { done, failed: results.length - done };
}

/** The decisions that apply to every selected operation (each operation lists its own, from the API). */
export function decisionsForAll(selected: ReadonlyArray<{ readonly decisions: readonly DeskDecision[] }>): ConsoleDecision[] {
  if (selected.length === 0) return [];
  return CONSOLE_DECISIONS.filter((decision) => selected.every((operation) => operation.decisions.includes(decision)));
}
