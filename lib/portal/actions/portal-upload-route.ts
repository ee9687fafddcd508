import "server-only";
import { headers } from "next/headers";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import { isCreditApiError } from "@/lib/credit-client";
import { isAppError, readFormData } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { currentOperator } from "../auth/current-operator";
import { can, type Capability } from "../auth/permissions";
import { requestMetaFrom } from "../auth/request-meta";
import type { OriginationContext } from "../origination/origination-actor";
import { ActionRefusal, actionError, type ActionResult } from "./action-result";
import { isSameOrigin } from "./same-origin";

/** Room for the multipart envelope and the small fields around one file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * A portal endpoint that receives one document file (multipart, from the portal's own pages): what `operatorAction`
 * checks (same origin, live session, capability), then the body read with a byte cap before anything parses it.
 * Answers an `ActionResult` as JSON, like a server action would, so the form shows it the same way.
 */
export function portalUploadRoute<Params, Result>(
  capability: Capability,
  handler: (context: OriginationContext, form: FormData, params: Params) => Promise<Result>,
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    const requestHeaders = await headers();
    if (!isSameOrigin(requestHeaders)) return reply(actionError("bad-origin", "Requisição de outra origem recusada."), 403);
    const operator = await currentOperator();
    if (!operator) return reply(actionError("unauthenticated", "Sua sessão terminou. Entre novamente."), 401);
    if (!can(operator.role, capability)) return reply(actionError("forbidden", "Seu perfil não permite esta ação."), 403);

    let form: FormData;
    try {
      form = await readFormData(request, { maxBytes: MAX_FILE_BYTES + ENVELOPE_BYTES });
    } catch (error) {
      if (isAppError(error) && error.status === 413) {
        return reply(actionError("invalid", "Arquivo grande demais: o limite é de 10 MB.", { file: "Escolha um arquivo de até 10 MB." }), 413);
      }
      return reply(actionError("invalid", "Envio inválido: escolha o arquivo de novo.", { file: "Escolha o arquivo de novo." }), 400);
    }
    try {
      const data = await handler({ operator, meta: requestMetaFrom(requestHeaders) }, form, await context.params);
      return reply({ ok: true, data }, 200);
    } catch (error) {
      if (error instanceof ActionRefusal) return reply(actionError(error.code, error.message, error.fieldErrors), 400);
      if (isCreditApiError(error)) return reply(actionError("upstream", error.userMessage), 502);
      logger.error("portal upload failed", { error });
      return reply(actionError("upstream", "Não foi possível enviar agora. Tente novamente em instantes."), 500);
    }
  };
}

function reply(result: ActionResult<unknown>, status: number): Response {
  return Response.json(result, { status, headers: { "cache-control": "no-store" } });
}
