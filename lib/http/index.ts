export {
  problemResponse,
  PROBLEM_CONTENT_TYPE,
  type FieldError,
  type ProblemDetails,
  type ProblemInit,
} from "./problem";
export {
  AppError,
  APP_ERRORS,
  APP_ERROR_CODES,
  APP_ERROR_STATUS,
  isAppError,
  type AppErrorCode,
  type AppErrorOptions,
} from "./errors";
export { appErrorResponse } from "./app-error-response";
export { withProblemHandling, type ProblemHandlingOptions, type RouteHandler } from "./handle-route";
export { readJsonBody, readJsonText, parseJsonBody, type JsonBodyOptions } from "./read-json-body";
export { BODY_LIMITS, readBodyBytes, readBodyText, readFormData, payloadTooLarge, type BodyLimitOptions } from "./read-body";
export { JSON_LIMITS, jsonLimitViolation, type JsonLimits } from "./json-limits";
export { correlationIdOf } from "./correlation-id";
