import type { z } from "zod";
import type { RouteDefinition } from "@/lib/contract/route-definition";
import { withProblemHandling } from "@/lib/http";
import { jsonResponse, queryObject } from "../http/credit-route";
import { requireDeskToken } from "./desk-token";

type DeskReadRoute = Pick<RouteDefinition, "method" | "path" | "params" | "query" | "response">;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface DeskRouteInput<R extends DeskReadRoute> {
  request: Request;
  params: Output<R["params"]>;
  query: Output<R["query"]>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * A read route of the desk API (lib/contract/desk-api.ts): the desk token first (401 before anything else is
 * looked at), then the path and query schemas (400 naming the parameter), then the handler; the JSON answer is
 * checked against the route's response schema in tests, like the credit API's.
 */
export function deskRoute<R extends DeskReadRoute>(route: R, handler: (input: DeskRouteInput<R>) => Promise<z.input<R["response"]> | Response>) {
  return withProblemHandling(async (request: Request, context: NextRouteContext) => {
    requireDeskToken(request);
    const params = route.params ? await route.params.parseAsync((await context?.params) ?? {}) : undefined;
    const query = route.query ? await route.query.parseAsync(queryObject(request)) : undefined;
    const result = await handler({ request, params, query } as DeskRouteInput<R>);
    return result instanceof Response ? result : jsonResponse(route, result);
  });
}
