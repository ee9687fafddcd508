import type { RouteDefinition } from "@/lib/contract/route-definition";

/** The parts of a call's input that shape the HTTP request (typed per route in call-types.ts). */
export interface RequestParts {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  idempotencyKey?: string;
}

/** `/v1/CreditNote/{id}/cancel` + `{ id }` → `/v1/CreditNote/<id, URL-encoded>/cancel`. */
export function expandPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    // The types make this unreachable; at run time it would silently address another resource.
    if (value === undefined || value === null || value === "") throw new TypeError(`missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x`, skipping undefined and null; arrays repeat the key; empty → "". */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** Base URL without trailing slashes, so `${base}${path}` keeps a base path (`https://host/credito`). */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}

export function requestUrl(baseUrl: string, route: Pick<RouteDefinition, "path">, parts: RequestParts): string {
  return `${normalizeBaseUrl(baseUrl)}${expandPath(route.path, parts.params)}${queryString(parts.query)}`;
}

/** Request init without the bearer token (added per attempt, since a 401 renews it). JSON bodies only. */
export function requestInit(route: Pick<RouteDefinition, "method" | "body" | "idempotencyKey">, parts: RequestParts, requestId: string): RequestInit & { headers: Headers } {
  const headers = new Headers({ accept: "application/json", "x-request-id": requestId });
  const sendsBody = route.body !== undefined && parts.body !== undefined;
  if (sendsBody) headers.set("content-type", "application/json");
  if (route.idempotencyKey && parts.idempotencyKey !== undefined) headers.set("idempotency-key", parts.idempotencyKey);
  return {
    method: route.method,
    headers,
    ...(sendsBody && { body: JSON.stringify(parts.body) }),
    // The API never redirects; following one would send the bearer token to wherever it points.
    redirect: "manual",
    cache: "no-store",
  };
}
