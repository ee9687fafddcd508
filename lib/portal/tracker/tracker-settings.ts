/**
 * The tracker's tunables, read from the environment at call time (README, configuration). A missing or
 * malformed value falls back to the default.
 */
function secondsSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

export const trackerSettings = {
  /** `off` disables the scanner inside this server instance (another instance on the same database still scans). */
  enabled: () => process.env.OPERATION_TRACKER?.trim().toLowerCase() !== "off",
  /** Seconds between two scans of a credential's portfolio (the spec suggests 15 to 30 minutes). */
  scanIntervalSeconds: () => secondsSetting("TRACKER_SCAN_SECONDS", 900, 1),
  /** An operation open on someone's screen is read from the API again once its reading is this old. */
  openOperationSeconds: () => secondsSetting("TRACKER_OPEN_OPERATION_SECONDS", 30, 1),
  /** A scan's lease: another instance takes the credential over when its scanner stopped renewing it. */
  leaseSeconds: () => secondsSetting("TRACKER_LEASE_SECONDS", 300, 1),
};

/** How often the loop looks for credentials due: a few times per interval, at most every 30 s. */
export function trackerTickSeconds(scanIntervalSeconds: number): number {
  return Math.min(30, Math.max(1, scanIntervalSeconds / 4));
}
