export { createLogger, logger, type LogFields, type Logger, type LoggerOptions, type LogSink } from "./logger";
export { LOG_LEVELS, type LogLevel, type LogThreshold } from "./levels";
export * from "./mask";
