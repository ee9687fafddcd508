import { logger } from "@/lib/log/logger";
import { runHotReads } from "./run-hot-reads";
import { runTrackerTick } from "./run-tracker-tick";
import { hotTickSeconds, trackerSettings, trackerTickSeconds } from "./tracker-settings";

const state = globalThis as unknown as { portalOperationTracker?: { stop: () => void } };

/**
 * Starts this server instance's tracker (from `instrumentation.ts`): every few seconds it scans the credentials
 * whose interval (`TRACKER_SCAN_SECONDS`, default 15 minutes) has passed, and, on a loop of its own, reads the hot
 * operations that are due (run-hot-reads.ts), so a long scan never delays them. `OPERATION_TRACKER=off` disables
 * both. Leases let several instances share one database; the state is in the database, so a restart resumes.
 */
export function startOperationTracker(): void {
  if (!trackerSettings.enabled() || state.portalOperationTracker) return;
  const scans = repeat("tick", runTrackerTick, () => trackerTickSeconds(trackerSettings.scanIntervalSeconds()) * 1000);
  const hot = repeat("leitura de operações em movimento", runHotReads, () => hotTickSeconds(trackerSettings.hotFirstSeconds()) * 1000);
  state.portalOperationTracker = {
    stop: () => {
      scans.stop();
      hot.stop();
    },
  };
  logger.info("acompanhamento: iniciado", {
    scanSeconds: trackerSettings.scanIntervalSeconds(),
    hotFirstSeconds: trackerSettings.hotFirstSeconds(),
    hotCallsPerHour: trackerSettings.hotCallsPerHour(),
  });
}

/** Runs `work` again `delayMs()` after each run ends; failures are logged (the first, then every 60th). */
function repeat(name: string, work: () => Promise<unknown>, delayMs: () => number): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const loop = async () => {
    try {
      await work();
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures === 1 || failures % 60 === 0) logger.error(`acompanhamento: ${name} falhou`, { error: String(error), failures });
    }
    if (!stopped) timer = setTimeout(loop, delayMs());
  };
  // The first run waits a little: the server answers its own credit API, which must be listening first.
  timer = setTimeout(loop, Math.min(5_000, delayMs()));
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export function stopOperationTracker(): void {
  state.portalOperationTracker?.stop();
  state.portalOperationTracker = undefined;
}
