import { logger } from "@/lib/log/logger";
import { creditSettings } from "../settings";
import { runPipelineTick } from "./run-pipeline-tick";

declare global {
  /** On globalThis: one worker per process, even when a development reload evaluates this module again. */
  var creditPipelineWorker: { stop: () => void } | undefined;
}
const state = globalThis;

/**
 * Starts the pipeline worker of this server instance (from `instrumentation.ts`): a tick every
 * `PIPELINE_TICK_MS`, never two at once in one process; several instances share the work through row locks.
 * `PIPELINE_WORKER=off` disables it. The state lives in the database, so a restart resumes where it stopped.
 */
export function startPipelineWorker(): void {
  if (!creditSettings.pipelineWorkerEnabled() || state.creditPipelineWorker) return;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const loop = async () => {
    let backlog = false;
    try {
      // A tick that stopped at its batch size left due operations behind: go again at once.
      backlog = !(await runPipelineTick()).drained;
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures === 1 || failures % 60 === 0) logger.error("esteira: tick falhou", { error: String(error), failures });
    }
    if (!stopped) timer = setTimeout(loop, backlog ? 0 : creditSettings.pipelineTickMilliseconds());
  };
  timer = setTimeout(loop, creditSettings.pipelineTickMilliseconds());
  state.creditPipelineWorker = {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
  logger.info("esteira: worker iniciado", { stageSeconds: creditSettings.pipelineStageSeconds() });
}

/** Stops this process's worker after its current tick (tests, graceful shutdown). */
export function stopPipelineWorker(): void {
  state.creditPipelineWorker?.stop();
  state.creditPipelineWorker = undefined;
}
