"use client";

import { CircleCheck, CircleX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { countOutcome, DECISION_COPY, type DecisionOutcome } from "@/lib/portal/desk/desk-decisions";
import type { DecisionTarget } from "./decision-dialog";
import { textLinkClass } from "@/components/ui/text-link";

/**
 * The outcome of a decision, one line per operation: done (with the status reached) or failed (with the API's
 * reason). The headline counts only what was done; the failed ones can be retried on their own.
 */
export function DecisionOutcomePanel({
  outcome,
  targets,
  onRetry,
  onDismiss,
}: {
  outcome: DecisionOutcome;
  targets: readonly DecisionTarget[];
  onRetry?: () => void;
  onDismiss: () => void;
}) {
  const copy = DECISION_COPY[outcome.decision];
  const { done, failed } = countOutcome(outcome.results);
  const total = outcome.results.length;
  const numberOf = (id: string) => targets.find((target) => target.id === id)?.creditNoteNo ?? id;
  const outcomeText = (count: number) => copy.done[count === 1 ? 0 : 1];
  const title =
    failed === 0
      ? `${total === 1 ? "Operação" : `${total} operações`} ${outcomeText(total)}.`
      : `${done} de ${total} ${outcomeText(done)}; ${failed} ${failed === 1 ? "falhou" : "falharam"}.`;
  return (
    <Callout tone={failed === 0 ? "success" : done === 0 ? "danger" : "warning"} live={failed === 0 ? "status" : "alert"} title={title}>
      <ul aria-label="Resultado por operação" className="mt-2 space-y-1.5">
        {outcome.results.map((result) => (
          <li key={result.operationId} className="flex items-start gap-2" data-outcome={result.ok ? "done" : "failed"}>
            {result.ok ? <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" /> : <CircleX aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />}
            <span className="min-w-0">
              <Link href={`/desk/operations/${result.operationId}`} className={textLinkClass("font-mono")}>
                {numberOf(result.operationId)}
              </Link>
              {result.ok ? (
                <>
                  {" "}
                  <span className="sr-only">concluída:</span> {STATUS_LABELS[result.from]} → {STATUS_LABELS[result.status]}
                  {!result.auditRecorded && <strong> (feita, mas sem registro de auditoria: avise o suporte)</strong>}
                </>
              ) : (
                <>
                  {" "}
                  <strong>falhou:</strong> {result.message}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {failed > 0 && onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Tentar de novo {failed === 1 ? "a que falhou" : `as ${failed} que falharam`}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Fechar resultado
        </Button>
      </div>
    </Callout>
  );
}
