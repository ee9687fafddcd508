"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { DeskDecision } from "@/lib/contract/desk-api";
import { CONSOLE_DECISIONS, DECISION_COPY, type ConsoleDecision, type DecisionOutcome } from "@/lib/portal/desk/desk-decisions";
import { DecisionDialog, type DecisionTarget } from "./decision-dialog";
import { DecisionOutcomePanel } from "./decision-outcome";

/** The decisions that apply to this operation now (from the desk API), each confirmed with a reason. */
export function DossierDecisions({ operation, decisions }: { operation: DecisionTarget; decisions: readonly DeskDecision[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<ConsoleDecision | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const available = CONSOLE_DECISIONS.filter((decision) => decisions.includes(decision));
  return (
    <div className="space-y-3">
      {outcome && <DecisionOutcomePanel outcome={outcome} targets={[operation]} onDismiss={() => setOutcome(null)} />}
      {available.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma decisão da mesa se aplica à operação neste status.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {available.map((decision) => (
            <DecisionDialog
              key={decision}
              decision={decision}
              targets={[operation]}
              open={open === decision}
              onOpenChange={(next) => setOpen(next ? decision : null)}
              onOutcome={(result) => {
                setOutcome(result);
                router.refresh();
              }}
              trigger={<Button variant={DECISION_COPY[decision].tone}>{DECISION_COPY[decision].label}</Button>}
            />
          ))}
        </div>
      )}
    </div>
  );
}
