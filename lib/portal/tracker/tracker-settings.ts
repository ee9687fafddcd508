/**
 * The tracker's tunables, read from the environment at call time (docs/operations.md, configuration reference). A missing or
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
  /** Hot operations: the first re-reading after an action or a change, then doubling while it stays put. */
  hotFirstSeconds: () => secondsSetting("TRACKER_HOT_FIRST_SECONDS", 15, 0.1),
  /** The longest gap between two readings of an operation in a status that moves on its own (while in motion). */
  hotMotionSeconds: () => secondsSetting("TRACKER_HOT_MOTION_SECONDS", 60, 0.1),
  /** How long a stay in such a status counts as motion; past it the gap doubles on until the portfolio interval. */
  hotMotionWindowSeconds: () => secondsSetting("TRACKER_HOT_MOTION_WINDOW_SECONDS", 600, 0),
  /** Upstream calls the hot reader may make per credential in any hour, across instances (0 turns it off). */
  hotCallsPerHour: () => Math.floor(secondsSetting("TRACKER_HOT_CALLS_PER_HOUR", 600, 0)),
};

/** How often the hot reader looks for due operations: a few times per first gap, between 0.1 s and 5 s. */
export function hotTickSeconds(firstSeconds: number): number {
  return Math.min(5, Math.max(0.1, firstSeconds / 3));
}

/** How often the loop looks for credentials due: a few times per interval, at most every 30 s. */
export function trackerTickSeconds(scanIntervalSeconds: number): number {
  return Math.min(30, Math.max(1, scanIntervalSeconds / 4));
}
