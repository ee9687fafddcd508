import type { IncomingMessage, ServerResponse } from "node:http";
import { histogram, LATENCY_BUCKETS, secondsSince } from "./registry";
import type { RouteTemplates } from "./route-templates";

/**
 * Every HTTP request the application server answers, observed at its front (scripts/app-server.ts): latency by
 * area (credit API, portal pages, server actions, MCP...), route template, method and status. A server action
 * is labelled with its exported name (area "action"), the page it was posted to aside.
 */
const requests = () =>
  histogram({
    name: "credito_http_request_duration_seconds",
    help: "HTTP requests answered, by area, route template (or server action name), method and status",
    labelNames: ["area", "route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
  });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function areaOf(route: string): string {
  if (route.startsWith("/v1") || route.startsWith("/oauth")) return "credit_api";
  if (route.startsWith("/mcp")) return "mcp";
  if (route.startsWith("/desk-api")) return "desk_api";
  if (route.startsWith("/api/")) return "portal_api";
  if (route === "/health" || route === "/metrics") return "ops";
  if (route.startsWith("/_next")) return "static";
  if (route === "unmatched") return "unmatched";
  return "portal";
}

/** Starts timing a request; its series is written when the response ends (status 499 when the client left first). */
export function observeHttpRequest(templates: RouteTemplates, request: IncomingMessage, response: ServerResponse): void {
  const startedAt = performance.now();
  const method = METHODS.has(request.method ?? "") ? request.method! : "OTHER";
  const pathname = (request.url ?? "/").split("?", 1)[0]!;
  const actionId = request.headers["next-action"];
  const labels =
    method === "POST" && typeof actionId === "string"
      ? { area: "action", route: templates.action(actionId), method }
      : (() => {
          const route = templates.route(pathname);
          return { area: areaOf(route), route, method };
        })();
  response.once("close", () => {
    const status = response.writableFinished ? String(response.statusCode) : "499";
    requests().observe({ ...labels, status }, secondsSince(startedAt));
  });
}
