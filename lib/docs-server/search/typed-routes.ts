/**
 * The routes a question writes out whole ("GET /v1/CreditNote", "o PUT /v1/CreditNote/{id}/warranty"): a method and
 * its path name one endpoint exactly, as a field's name names its table row. `CreditNote` alone is in a dozen routes;
 * `GET /v1/CreditNote` is one. A path without its method ("subi pelo /v1/File") says where the partner was, not what
 * is asked ("como baixo de volta o que subi pelo /v1/File" asks the GET), so it names nothing.
 */

/** A method, then a path of slash-separated segments (letters, digits, braces, dots, dashes): no backtracking. */
const TYPED_ROUTE = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/[\w{}.-]+(?:\/[\w{}.-]+)*)/gi;

export interface TypedRoute {
  /** Upper case. */
  readonly method: string;
  /** The path's segments, lower case. */
  readonly segments: readonly string[];
}

const segmentsOf = (path: string) =>
  path
    .split("/")
    .map((segment) => segment.replace(/\.+$/, "").toLowerCase())
    .filter((segment) => segment !== "");

/** The routes a query writes out (a question names one or two; at most four are read). */
export function typedRoutes(query: string): readonly TypedRoute[] {
  const routes: TypedRoute[] = [];
  for (const match of query.slice(0, 1_000).matchAll(TYPED_ROUTE)) {
    routes.push({ method: (match[1] as string).toUpperCase(), segments: segmentsOf(match[2] as string) });
    if (routes.length === 4) break;
  }
  return routes;
}

/** Whether an endpoint (its method and path template, `{id}` a placeholder for any segment) is the route typed. */
export function isTypedRoute(endpoint: { readonly method: string; readonly path: string }, route: TypedRoute): boolean {
  if (route.method !== endpoint.method.toUpperCase()) return false;
  const template = segmentsOf(endpoint.path);
  return template.length === route.segments.length && template.every((segment, index) => segment.startsWith("{") || segment === route.segments[index]);
}
