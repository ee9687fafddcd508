import { problemSchema } from "@/lib/contract/problem";
import { CreditApiError } from "./credit-api-error";
import { kindForStatus, type CreditApiErrorKind } from "./error-kinds";
import { jsonOf, type HttpReply } from "./http-reply";

/** Lenient: a problem from another deployment may miss members; whatever is well-formed is used. */
const partialProblemSchema = problemSchema.partial();

/**
 * The error for a non-2xx answer. A problem+json body gives title, detail, field errors and trace id; any
 * other body (a proxy's HTML, plain text) gives only the status, and its text is never copied anywhere.
 */
export function errorFromReply(operationId: string, reply: HttpReply, kind: CreditApiErrorKind = kindForStatus(reply.status)): CreditApiError {
  const parsed = partialProblemSchema.safeParse(jsonOf(reply));
  const problem = parsed.success ? parsed.data : {};
  return new CreditApiError({
    kind,
    operationId,
    status: reply.status,
    title: problem.title ?? `HTTP ${reply.status}`,
    ...(problem.detail !== undefined && { detail: problem.detail }),
    fieldErrors: problem.errors ?? [],
    ...traceIdOf(problem.traceId, reply.headers),
    ...retryAfterOf(reply.headers),
  });
}

function traceIdOf(fromBody: string | undefined, headers: Headers): { traceId?: string } {
  const traceId = fromBody ?? headers.get("x-request-id") ?? undefined;
  return traceId === undefined ? {} : { traceId };
}

function retryAfterOf(headers: Headers): { retryAfterSeconds?: number } {
  const seconds = Number(headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? { retryAfterSeconds: seconds } : {};
}
