import "server-only";
import { isCreditApiError } from "@/lib/credit-client";
import { logger } from "@/lib/log/logger";
import { currentOperator } from "../auth/current-operator";
import type { SessionOperator } from "../auth/load-session-operator";
import { can, type Capability } from "../auth/permissions";
import { ActionRefusal } from "./action-result";
import { STATUS_BY_CODE } from "./expected-failure";
import { retryAfterHeaders } from "./failure-problem";

/**
 * A portal JSON read (the polling of wizards and pages): a live session with the capability, then the handler; its
 * refusals and credit API failures become small JSON errors, never a stack or personal data. Never cached.
 */
export function portalJsonRoute<Params>(capability: Capability, handler: (operator: SessionOperator, params: Params) => Promise<unknown>) {
  return async (_request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    const operator = await currentOperator();
    if (!operator) return error(401, "Sua sessão terminou. Entre novamente.");
    if (!can(operator.role, capability)) return error(403, "Seu perfil não permite esta consulta.");
    try {
      return Response.json(await handler(operator, await context.params), { headers: { "cache-control": "no-store" } });
    } catch (thrown) {
      if (thrown instanceof ActionRefusal) return error(STATUS_BY_CODE[thrown.code], thrown.message);
      // The credit API limiting the portal's calls: 503 with its Retry-After, as the previews answer (failure-problem.ts).
      if (isCreditApiError(thrown) && thrown.kind === "rate-limited") return error(503, thrown.userMessage, retryAfterHeaders(thrown.retryAfterSeconds));
      if (isCreditApiError(thrown)) return error(thrown.kind === "not-found" || thrown.kind === "forbidden" ? 404 : 502, thrown.userMessage);
      logger.error("portal read failed", { error: thrown });
      return error(500, "Não foi possível consultar agora.");
    }
  };
}

function error(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message }, { status, headers: { "cache-control": "no-store", ...headers } });
}
