import type { z } from "zod";
import type { RouteDefinition } from "@/lib/contract/route-definition";
import { CreditApiError } from "./credit-api-error";
import { errorFromReply } from "./error-from-reply";
import type { HttpReply } from "./http-reply";
import { parseResponse } from "./parse-response";

/** The route's response from a 2xx answer; a CreditApiError for an error status or an answer off the contract. */
export function readReply<S extends z.ZodType>(operationId: string, route: Pick<RouteDefinition, "response"> & { response: S }, reply: HttpReply): z.output<S> {
  if (reply.status < 200 || reply.status > 299) throw errorFromReply(operationId, reply);
  const parsed = parseResponse(route.response, reply);
  if (parsed.ok) return parsed.data;
  throw new CreditApiError({
    kind: "contract",
    operationId,
    status: reply.status,
    title: "resposta fora do contrato",
    detail: `campos fora do contrato: ${parsed.issuePaths.join(", ")}`,
    issuePaths: parsed.issuePaths,
  });
}
