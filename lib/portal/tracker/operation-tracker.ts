import { logger } from "@/lib/log/logger";
import { runTrackerTick } from "./run-tracker-tick";
import { trackerSettings, trackerTickSeconds } from "./tracker-settings";

const state = globalThis as unknown as { portalOperationTracker?: { stop: () => void } };

/**
 * Starts this server instance's tracker (from `instrumentation.ts`): every few seconds it scans the credentials
 * whose interval (`TRACKER_SCAN_SECONDS`, default 15 minutes) has passed. `OPERATION_TRACKER=off` disables it.
 * Leases let several instances share one database; the state is in the database, so a restart resumes.
 */
export function startOperationTracker(): void {
  if (!trackerSettings.enabled() || state.portalOperationTracker) return;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const tickMs = () => trackerTickSeconds(trackerSettings.scanIntervalSeconds()) * 1000;
  const loop = async () => {
    try {
      await runTrackerTick();
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures === 1 || failures % 60 === 0) logger.error("acompanhamento: tick falhou", { error: String(error), failures });
    }
    if (!stopped) timer = setTimeout(loop, tickMs());
  };
  // The first tick waits a little: the server answers its own credit API, which must be listening first.
  timer = setTimeout(loop, Math.min(5_000, tickMs()));
  state.portalOperationTracker = {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
  logger.info("acompanhamento: iniciado", { scanSeconds: trackerSettings.scanIntervalSeconds() });
}

export function stopOperationTracker(): void {
  state.portalOperationTracker?.stop();
  state.portalOperationTracker = undefined;
}
