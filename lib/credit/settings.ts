/**
 * Tunables of the embedded credit API's sandbox, read from the environment at call time (documented in the
 * configuration reference in docs/operations.md). A missing or malformed value falls back to the default.
 */
function numberSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

export const creditSettings = {
  /** Seconds until the worker's confirmation of a margin authorization (sandbox). */
  marginAuthorizationConfirmSeconds: () => numberSetting("MARGIN_AUTHORIZATION_CONFIRM_SECONDS", 2, 0),
  /** Days an approved margin authorization holds for the margin query. */
  marginAuthorizationValidDays: () => numberSetting("MARGIN_AUTHORIZATION_VALID_DAYS", 90, 0),
  /** Minutes a margin query result is served again instead of querying the registry anew. */
  marginQueryCacheMinutes: () => numberSetting("MARGIN_QUERY_CACHE_MINUTES", 30, 0),
  /** Seconds each pipeline stage takes after a status change (sandbox back office). */
  pipelineStageSeconds: () => numberSetting("PIPELINE_STAGE_SECONDS", 5, 0),
  /** Milliseconds between two ticks of the pipeline worker. */
  pipelineTickMilliseconds: () => numberSetting("PIPELINE_TICK_MS", 500, 50),
  /** The FGTS body's maintenance window, `HH:MM-HH:MM` in America/Sao_Paulo (unset: none). */
  fgtsMaintenanceWindow: () => process.env.FGTS_MAINTENANCE_WINDOW?.trim() || undefined,
  /** `off` disables the pipeline worker inside this server instance. */
  pipelineWorkerEnabled: () => process.env.PIPELINE_WORKER?.trim().toLowerCase() !== "off",
};
