import type { z } from "zod";
import type { RouteDefinition } from "@/lib/contract/route-definition";
import { parseJsonBody, readBodyText, withProblemHandling } from "@/lib/http";
import { jsonResponse, queryObject } from "./credit-route";
import { requireDeskToken } from "./desk-token";

type DeskRouteDefinition = Pick<RouteDefinition, "method" | "path" | "params" | "query" | "body" | "response">;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface DeskRouteInput<R extends DeskRouteDefinition> {
  request: Request;
  params: Output<R["params"]>;
  query: Output<R["query"]>;
  body: Output<R["body"]>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** A desk body is one short reason. */
const DESK_BODY_MAX_BYTES = 8 * 1024;

/**
 * A route of the desk API (lib/contract/desk-api.ts): the desk token first (401 before anything else is looked
 * at), then the path and query schemas (400 naming the parameter), then the body (413 over 8 KiB; an empty body
 * is `{}`, else JSON judged by the route's schema: 400 naming the field), then the handler; the JSON answer is
 * checked against the route's response schema in tests, like the credit API's. `fixedParams` are the path
 * parameters a route file fixes by where it sits (`.../{id}/revision/route.ts` is `decision: "revision"`).
 */
export function deskRoute<R extends DeskRouteDefinition>(
  route: R,
  handler: (input: DeskRouteInput<R>) => Promise<z.input<R["response"]> | Response>,
  fixedParams: Readonly<Record<string, string>> = {},
) {
  return withProblemHandling(async (request: Request, context: NextRouteContext) => {
    requireDeskToken(request);
    const params = route.params ? await route.params.parseAsync({ ...((await context?.params) ?? {}), ...fixedParams }) : undefined;
    const query = route.query ? await route.query.parseAsync(queryObject(request)) : undefined;
    const body = route.body ? await readDeskBody(request, route.body) : undefined;
    const result = await handler({ request, params, query, body } as DeskRouteInput<R>);
    return result instanceof Response ? result : jsonResponse(route, result);
  });
}

async function readDeskBody(request: Request, schema: z.ZodType): Promise<unknown> {
  const text = await readBodyText(request, { maxBytes: DESK_BODY_MAX_BYTES });
  return text.trim() === "" ? schema.parseAsync({}) : parseJsonBody(text, schema);
}
