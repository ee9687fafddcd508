import type { LogFields, Logger } from "@/lib/log/logger";
import { isCreditApiError } from "./credit-api-error";
import type { CreditApiErrorKind } from "./error-kinds";

/** Failures of the upstream or of our configuration (warn); the others are refusals of a request (info). */
const WARN_KINDS: ReadonlySet<CreditApiErrorKind> = new Set(["credentials", "server", "timeout", "network", "contract"]);

/**
 * One line per failed exchange. Only identifiers and numbers: route, method, status, duration, trace ids,
 * field paths. Never the URL (its query may carry a CPF), a body, a token or the secret.
 */
export function logFailure(log: Logger, error: unknown, fields: LogFields): void {
  if (!isCreditApiError(error)) {
    log.error("falha inesperada no cliente da API de crédito", { ...fields, errorName: error instanceof Error ? error.name : typeof error });
    return;
  }
  const details: LogFields = {
    ...fields,
    kind: error.kind,
    ...(error.status !== undefined && { status: error.status }),
    ...(error.traceId !== undefined && { traceId: error.traceId }),
    ...(error.fieldErrors.length > 0 && { fields: error.fieldErrors.map(({ field }) => field) }),
    ...(error.issuePaths.length > 0 && { issuePaths: error.issuePaths }),
  };
  if (WARN_KINDS.has(error.kind)) log.warn("chamada à API de crédito falhou", details);
  else log.info("chamada à API de crédito recusada", details);
}
