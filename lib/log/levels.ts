export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What `LOG_LEVEL` may say: a level, or "silent" to write nothing (e.g. noisy test runs). */
export type LogThreshold = LogLevel | "silent";

const SEVERITY: Readonly<Record<LogThreshold, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const DEFAULT_THRESHOLD: LogThreshold = "info";

export function isLogThreshold(value: unknown): value is LogThreshold {
  return typeof value === "string" && Object.hasOwn(SEVERITY, value);
}

/** The threshold from `LOG_LEVEL` (case-insensitive); unknown or unset → "info". */
export function thresholdFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LogThreshold {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  return isLogThreshold(wanted) ? wanted : DEFAULT_THRESHOLD;
}

export function isEnabled(level: LogLevel, threshold: LogThreshold): boolean {
  return SEVERITY[level] >= SEVERITY[threshold];
}
