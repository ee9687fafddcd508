import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { logger } from "@/lib/log/logger";
import { expectedFailure } from "../actions/expected-failure";
import { failureProblem, refusalProblem as problem } from "../actions/failure-problem";
import type { ActionContext } from "../actions/operator-action";
import { currentOperator } from "../auth/current-operator";
import { can } from "../auth/permissions";
import { requestMetaFrom } from "../auth/request-meta";
import { toFormErrors } from "../forms/to-form-errors";
import { MAX_PREVIEW_FORM_CHARS } from "./draft-preview";

/**
 * A live preview's GET route (draft-preview.ts): a live session with the `originate` capability, the form from the
 * query string bounded and checked by `form`, then the preview (which loads the draft as its owner and parses the form
 * with the product's schema). Answers the result as JSON, or a pt-BR problem+json whose `errors` name the form's
 * fields, as an action's refusal would. Reads only: nothing is recorded, so no origin check is needed.
 */
export function draftPreviewRoute<Schema extends z.ZodType, Result>(
  form: Schema,
  preview: (context: ActionContext, input: { draftId: string; form: z.output<Schema> }) => Promise<Result>,
) {
  return async (request: Request, route: { params: Promise<{ draftId: string }> }): Promise<Response> => {
    const operator = await currentOperator();
    if (!operator) return problem(401, "Sua sessão terminou. Entre novamente.");
    if (!can(operator.role, "originate")) return problem(403, "Seu perfil não permite esta consulta.");
    const parsed = form.safeParse(readForm(new URL(request.url).searchParams.get("form")));
    if (!parsed.success) return problem(400, "Revise os campos destacados.", toFormErrors(parsed.error));
    try {
      const { draftId } = await route.params;
      const result = await preview({ operator, meta: requestMetaFrom(await headers()) }, { draftId, form: parsed.data });
      return Response.json(result, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      const failure = expectedFailure(error);
      if (failure) return failureProblem(failure);
      logger.error("portal preview failed", { error });
      return problem(500, "Não foi possível calcular agora. Tente novamente em instantes.");
    }
  };
}

/** The form's JSON, or undefined (refused by the schema) when it is missing, too long or not JSON. */
function readForm(text: string | null): unknown {
  if (text === null || text.length > MAX_PREVIEW_FORM_CHARS) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
