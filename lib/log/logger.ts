import { isEnabled, thresholdFromEnv, type LogLevel, type LogThreshold } from "./levels";
import { maskFields, maskText } from "./mask";

/*
 * Structured logger: one JSON object per line, `{ level, time, msg, ...bindings, ...fields }`, debug and
 * info to stdout, warn and error to stderr. Everything written goes through lib/log/mask first, so a
 * careless `logger.info("...", { borrower })` still prints no CPF, e-mail, account number or token.
 */

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(msg: string, fields?: LogFields | Error): void;
  info(msg: string, fields?: LogFields | Error): void;
  warn(msg: string, fields?: LogFields | Error): void;
  error(msg: string, fields?: LogFields | Error): void;
  /** A logger that adds `bindings` to every line (request id, component, operation id...). */
  child(bindings: LogFields): Logger;
  isLevelEnabled(level: LogLevel): boolean;
}

export type LogSink = (level: LogLevel, line: string) => void;

export type LoggerOptions = {
  /** Fixed threshold; by default `LOG_LEVEL` is read on every call, so it can change at run time. */
  level?: LogThreshold;
  bindings?: LogFields;
  /** Where lines go; defaults to process.stdout / process.stderr. */
  sink?: LogSink;
};

/** Names the logger owns; a field with one of these names is written as `_level`, `_time`, `_msg`. */
const RESERVED_KEYS = new Set(["level", "time", "msg"]);

export function createLogger(options: LoggerOptions = {}): Logger {
  const bindings = options.bindings ?? {};
  const sink = options.sink ?? writeToStandardStreams;
  const threshold = () => options.level ?? thresholdFromEnv();

  const log = (level: LogLevel) => (msg: string, fields?: LogFields | Error) => {
    if (!isEnabled(level, threshold())) return;
    sink(level, formatLine(level, msg, bindings, fields instanceof Error ? { err: fields } : (fields ?? {})));
  };

  return {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (more) => createLogger({ ...options, bindings: { ...bindings, ...more } }),
    isLevelEnabled: (level) => isEnabled(level, threshold()),
  };
}

function formatLine(level: LogLevel, msg: string, bindings: LogFields, fields: LogFields): string {
  const head = { level, time: new Date().toISOString(), msg: maskText(msg) };
  try {
    const masked = maskFields({ ...bindings, ...fields });
    return JSON.stringify({ ...head, ...renameReserved(masked) });
  } catch {
    // Masking returns plain JSON data, so this is a last resort: never let logging throw.
    return JSON.stringify({ ...head, logError: "fields could not be serialised" });
  }
}

function renameReserved(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [RESERVED_KEYS.has(key) ? `_${key}` : key, value]),
  );
}

/** Every part of the app runs on the Node.js runtime (no edge routes), so the process streams are the log. */
function writeToStandardStreams(level: LogLevel, line: string): void {
  const toStderr = level === "warn" || level === "error";
  (toStderr ? process.stderr : process.stdout).write(`${line}\n`);
}

/** The application's root logger. Use `logger.child({ ... })` to add context. */
export const logger: Logger = createLogger();
