import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { logger } from "@/lib/log/logger";
import { toFormErrors } from "@/lib/portal/forms/to-form-errors";
import { currentOperator } from "../auth/current-operator";
import type { SessionOperator } from "../auth/load-session-operator";
import { can, type Capability } from "../auth/permissions";
import { requestMetaFrom, type RequestMeta } from "../auth/request-meta";
import { actionError, type ActionResult } from "./action-result";
import { expectedFailure } from "./expected-failure";
import { isSameOrigin } from "./same-origin";

export interface ActionContext {
  readonly operator: SessionOperator;
  readonly meta: RequestMeta;
}

/**
 * The one wrapper of every portal server action (dub's safe-action pattern): same-origin check, a live
 * session, the capability of the operator's role, zod parsing of the input; then the handler, whose
 * `ActionRefusal`s and credit API errors become form errors. Anything else is logged (masked) and answered with
 * a generic message.
 */
export function operatorAction<Schema extends z.ZodType, Result>(
  options: { readonly capability: Capability | null; readonly input: Schema },
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<Result>,
): (input: z.input<Schema>) => Promise<ActionResult<Result>> {
  return async (raw) => {
    const requestHeaders = await headers();
    if (!isSameOrigin(requestHeaders)) return actionError("bad-origin", "Requisição de outra origem recusada.");
    const operator = await currentOperator();
    if (!operator) return actionError("unauthenticated", "Sua sessão terminou. Entre novamente.");
    if (options.capability && !can(operator.role, options.capability)) {
      return actionError("forbidden", "Seu perfil não permite esta ação.");
    }
    const parsed = options.input.safeParse(raw);
    if (!parsed.success) return actionError("invalid", "Revise os campos destacados.", toFormErrors(parsed.error));
    try {
      return { ok: true, data: await handler(parsed.data, { operator, meta: requestMetaFrom(requestHeaders) }) };
    } catch (error) {
      const failure = expectedFailure(error);
      if (failure) return actionError(failure.code, failure.message, failure.fieldErrors);
      if (isNextControlFlow(error)) throw error;
      logger.error("portal action failed", { error });
      return actionError("upstream", "Não foi possível concluir agora. Tente novamente em instantes.");
    }
  };
}

/** `redirect()`/`notFound()` inside a handler are control flow for Next.js, not failures. */
export function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND)/.test(digest);
}
