import { getPrisma } from "@/lib/db/client";
import { counter, gauge, histogram } from "./registry";

/**
 * The credit pipeline (lib/credit/pipeline): transitions it applied, how late after their due time, and how
 * many operations are due now (read from the database at scrape time, so every instance reports the same).
 */
const applied = () =>
  counter({
    name: "credito_pipeline_transitions_applied_total",
    help: "Status transitions the pipeline applied, by status left and entered",
    labelNames: ["from", "to"] as const,
  });

const lag = () =>
  histogram({
    name: "credito_pipeline_transition_lag_seconds",
    help: "Delay between a pipeline stage's due time and the transition applied for it",
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
  });

export interface AppliedTransition {
  readonly from: string;
  readonly to: string;
  /** When the stage was due (`nextStageAt` as claimed); null when the transition was not scheduled. */
  readonly dueAt: Date | null;
  readonly at: Date;
}

/** Transitions whose transaction committed. */
export function observePipelineTransitions(transitions: readonly AppliedTransition[]): void {
  for (const transition of transitions) {
    applied().inc({ from: transition.from, to: transition.to });
    if (transition.dueAt) lag().observe(Math.max(0, (transition.at.getTime() - transition.dueAt.getTime()) / 1000));
  }
}

/** Registered once per server process (instrumentation.ts): a count query per scrape. */
export function registerPipelineGauges(): void {
  gauge({
    name: "credito_pipeline_operations_due",
    help: "Operations whose pipeline stage is due now and not yet processed",
    async collect() {
      const [row] = await getPrisma().$queryRaw<Array<{ due: bigint }>>`
        SELECT count(*) AS due FROM credit_note WHERE "nextStageAt" IS NOT NULL AND "nextStageAt" <= now() AND "deletedAt" IS NULL`;
      this.set(Number(row?.due ?? 0));
    },
  });
}
