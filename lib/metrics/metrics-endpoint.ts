import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { metricsRegistry } from "./registry";

/**
 * GET /metrics, answered by the application server's front before Next.js. Never public:
 * - with METRICS_TOKEN set, only with `Authorization: Bearer <METRICS_TOKEN>` (from anywhere: a Prometheus
 *   on another host);
 * - without it, only from a loopback connection that no proxy relayed (no Forwarded, X-Forwarded-For or
 *   X-Real-IP header): a reverse proxy on the same host would otherwise make every outside request "local".
 */
export type MetricsAccess = "allowed" | "unauthorized" | "forbidden";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAccess(
  headers: IncomingMessage["headers"],
  remoteAddress: string | undefined,
  token: string | undefined = process.env.METRICS_TOKEN?.trim(),
): MetricsAccess {
  if (token) {
    const authorization = headers.authorization ?? "";
    const given = authorization.startsWith("Bearer ") ? authorization.slice("Bearer ".length).trim() : "";
    return given && sameSecret(given, token) ? "allowed" : "unauthorized";
  }
  const relayed = headers.forwarded !== undefined || headers["x-forwarded-for"] !== undefined || headers["x-real-ip"] !== undefined;
  return !relayed && remoteAddress !== undefined && LOOPBACK.test(remoteAddress) ? "allowed" : "forbidden";
}

/** Answers /metrics: the exposition text, or a problem+json refusal. */
export async function serveMetrics(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const access = metricsAccess(request.headers, request.socket.remoteAddress);
  if (access !== "allowed") {
    const status = access === "unauthorized" ? 401 : 403;
    const detail =
      access === "unauthorized"
        ? "Envie Authorization: Bearer com o METRICS_TOKEN do servidor."
        : "Métricas só pela interface local, sem proxy; para coletar de outra máquina, defina METRICS_TOKEN.";
    const body = JSON.stringify({ type: "/problems/metrics-access", title: "Acesso às métricas negado", status, detail });
    response.writeHead(status, {
      "content-type": "application/problem+json",
      "content-language": "pt-BR",
      "cache-control": "no-store",
      ...(status === 401 && { "www-authenticate": 'Bearer realm="metrics"' }),
    });
    response.end(body);
    return;
  }
  try {
    const registry = metricsRegistry();
    const text = await registry.metrics();
    response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
    response.end(request.method === "HEAD" ? undefined : text);
  } catch (error) {
    response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    response.end(`metrics collection failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
