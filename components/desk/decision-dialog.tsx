"use client";

import { useId, useRef, useState } from "react";
import { decideOperationsAction } from "@/lib/portal/desk/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { cx } from "@/components/ui/class-names";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { DECISION_COPY, decisionReasonSchema, REASON_MAX, REASON_MIN, type ConsoleDecision, type DecisionOutcome } from "@/lib/portal/desk/desk-decisions";

export interface DecisionTarget {
  readonly id: string;
  readonly creditNoteNo: string;
}

/** How many operation numbers the confirmation names before "e mais N". */
const NAMED = 6;

/**
 * The confirmation of a desk decision on one or several operations (radix Dialog: focus trap, Escape, focus back
 * to the trigger). The reason is required and checked with the server's own schema before sending; the dialog
 * stays open and busy until the decision settles, then hands the outcome (one result per operation) back.
 */
export function DecisionDialog({
  decision,
  targets,
  trigger,
  open,
  onOpenChange,
  initialReason = "",
  onOutcome,
}: {
  decision: ConsoleDecision;
  targets: readonly DecisionTarget[];
  trigger: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialReason?: string;
  onOutcome: (outcome: DecisionOutcome, reason: string) => void;
}) {
  const copy = DECISION_COPY[decision];
  const fieldId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState(initialReason);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { pending, error, run, clearError, showError } = useActionRunner();
  const count = targets.length;
  const many = count > 1;

  const changeOpen = (next: boolean) => {
    if (next) {
      setReason(initialReason);
      setReasonError(null);
      clearError();
    }
    onOpenChange(next);
  };

  const confirm = () => {
    const parsed = decisionReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(capitalize(parsed.error.issues[0]?.message ?? "informe o motivo"));
      textarea.current?.focus();
      return;
    }
    setReasonError(null);
    run(() => decideOperationsAction({ decision, reason: parsed.data, operationIds: targets.map((target) => target.id) }), {
      onSuccess: (outcome) => {
        onOpenChange(false);
        onOutcome(outcome, parsed.data);
      },
      onFailure: (failure) => showError(failure.fieldErrors?.reason ? capitalize(failure.fieldErrors.reason) : failure.message),
    });
  };

  const named = targets.slice(0, NAMED).map((target) => target.creditNoteNo);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      pending={pending}
      error={error}
      trigger={trigger}
      title={many ? `${copy.label}: ${count} operações` : `${copy.label}: operação ${targets[0]?.creditNoteNo ?? ""}`}
      description={
        <>
          {copy.effect}
          {many && (
            <span className="mt-2 block">
              Operações: {named.join(", ")}
              {count > NAMED ? ` e mais ${count - NAMED}` : ""}. Cada uma tem o seu resultado; as que falharem ficam selecionadas para tentar de novo.
            </span>
          )}
        </>
      }
      confirmLabel={many ? `${copy.verb} ${count} operações` : copy.verb}
      confirmVariant={copy.tone === "danger" ? "danger" : "primary"}
      onConfirm={confirm}
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        Motivo (obrigatório)
      </label>
      <textarea
        ref={textarea}
        id={fieldId}
        name="reason"
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        disabled={pending}
        onChange={(event) => setReason(event.target.value)}
        className={cx(INPUT_CLASS, "resize-y text-sm")}
        {...fieldAria(fieldId, reasonError ?? undefined, true)}
      />
      {reasonError ? (
        <p id={`${fieldId}-erro`} className="mt-1 text-sm text-red-700">
          {reasonError}
        </p>
      ) : (
        <p id={`${fieldId}-dica`} className="mt-1 text-xs text-slate-500">
          De {REASON_MIN} a {REASON_MAX.toLocaleString("pt-BR")} caracteres. Fica no histórico da operação; o parceiro o lê. ({reason.trim().length}/{REASON_MAX.toLocaleString("pt-BR")})
        </p>
      )}
    </ConfirmDialog>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
