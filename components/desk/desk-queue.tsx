"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useNow } from "@/components/board/use-now";
import { Button } from "@/components/ui/button";
import type { DeskQueueItem } from "@/lib/contract/desk-api";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { CONSOLE_DECISIONS, DECISION_COPY, decisionsForAll, type ConsoleDecision, type DecisionOutcome } from "@/lib/portal/desk/desk-decisions";
import { DecisionDialog, type DecisionTarget } from "./decision-dialog";
import { DecisionOutcomePanel } from "./decision-outcome";
import { QueueCards, QueueTable } from "./queue-rows";
import { pluralize } from "@/lib/portal/format/plural";

interface Dialog {
  readonly decision: ConsoleDecision;
  readonly targets: readonly DecisionTarget[];
  readonly reason: string;
}

interface LastOutcome {
  readonly outcome: DecisionOutcome;
  readonly targets: readonly DecisionTarget[];
  readonly reason: string;
}

/**
 * The queue with selection and decisions on several operations at once: select (one, several, the whole page),
 * choose a decision that applies to every selected operation, give the reason once, confirm. The outcome lists each
 * operation; the failed ones stay selected and can be retried alone, with the same decision and reason. It stays
 * mounted when a decision empties the page, so the outcome is still there to read.
 */
export function DeskQueue({ rows, empty }: { rows: readonly DeskQueueItem[]; empty: React.ReactNode }) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [last, setLast] = useState<LastOutcome | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const now = useNow(30_000);

  // Only what is on this page counts: an operation that left the queue on a refresh is no longer selectable.
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const count = selectedRows.length;
  const available = decisionsForAll(selectedRows);
  const targetsOf = (items: readonly DeskQueueItem[]): DecisionTarget[] => items.map((row) => ({ id: row.id, creditNoteNo: row.creditNoteNo }));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(rows.map((row) => row.id)) : new Set());

  const onOutcome = (targets: readonly DecisionTarget[]) => (outcome: DecisionOutcome, reason: string) => {
    setLast({ outcome, targets, reason });
    setSelected(new Set(outcome.results.filter((result) => !result.ok).map((result) => result.operationId)));
    setDialog(null);
    router.refresh();
  };

  const retry = () => {
    if (!last) return;
    const failed = last.outcome.results.filter((result) => !result.ok).map((result) => result.operationId);
    setDialog({ decision: last.outcome.decision, targets: last.targets.filter((target) => failed.includes(target.id)), reason: last.reason });
    // A new dialog instance, so it opens with the reason already given.
    setDialogKey((key) => key + 1);
  };

  return (
    <div className="space-y-4">
      {last && <DecisionOutcomePanel outcome={last.outcome} targets={last.targets} onRetry={retry} onDismiss={() => setLast(null)} />}

      {rows.length === 0 ? (
        empty
      ) : (
        <>
          <QueueTable rows={rows} now={now} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          <QueueCards rows={rows} now={now} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
        </>
      )}

      <section
        aria-label="Decisão sobre as selecionadas"
        // With nothing listed the bar hides; its dialogs (portals) still open for a retry.
        hidden={rows.length === 0}
        className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border"
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="text-sm font-medium text-slate-900">
            {count === 0 ? "Nenhuma operação selecionada" : pluralize(count, "operação selecionada", "operações selecionadas")}
          </p>
          <div className="flex flex-wrap gap-2">
            {CONSOLE_DECISIONS.map((decision) => {
              const copy = DECISION_COPY[decision];
              const enabled = available.includes(decision);
              const opening = dialog?.decision === decision;
              return (
                <DecisionDialog
                  key={`${decision}-${dialogKey}`}
                  decision={decision}
                  targets={opening ? dialog.targets : targetsOf(selectedRows)}
                  initialReason={opening ? dialog.reason : ""}
                  open={opening}
                  onOpenChange={(open) => setDialog(open ? { decision, targets: targetsOf(selectedRows), reason: "" } : null)}
                  onOutcome={onOutcome(opening ? dialog.targets : targetsOf(selectedRows))}
                  trigger={
                    <Button size="sm" variant={copy.tone} disabled={!enabled}>
                      {copy.label}
                    </Button>
                  }
                />
              );
            })}
            {count > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                Limpar seleção
              </Button>
            )}
          </div>
        </div>
        {count > 0 && available.length < CONSOLE_DECISIONS.length && (
          <p className="mt-1 text-xs text-slate-600">
            Só ficam disponíveis as decisões que valem para todas as selecionadas ({available.length === 0 ? "nenhuma vale para todas" : `${available.length} de ${CONSOLE_DECISIONS.length}`}): concluir etapa manual vale só em{" "}
            {STATUS_LABELS.ManualWarranty} e {STATUS_LABELS.ManualLiquidation}; reprovar, só nas etapas de análise.
          </p>
        )}
      </section>
    </div>
  );
}
