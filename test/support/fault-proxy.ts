/**
 * A programmable HTTP proxy between the portal and the credit API, for fault-injection tests and the resilience
 * bench: `pass` forwards, the other modes fail the way a remote service and its network do.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type FaultMode =
  | { kind: "pass" }
  /** Nothing listens on the port (connection refused). */
  | { kind: "refused" }
  /** Accepts the connection and the request, never answers. */
  | { kind: "blackhole" }
  /** Forwards after `seconds` (the upstream still does the work: a creation happens even if the caller gave up). */
  | { kind: "slow"; seconds: number }
  | { kind: "status"; status: 429 | 500 | 502 | 503; retryAfterSeconds?: number }
  /** 200 with an HTML page where JSON was expected. */
  | { kind: "non-json" }
  /** 200 announcing more JSON than it sends, then the connection drops. */
  | { kind: "truncated" }
  /** 401 to every call, the token request included. */
  | { kind: "unauthorized" }
  /** Forwards, lets the upstream finish, then answers 502: the work was done but its answer was lost on the way. */
  | { kind: "lost-answer" };

export const FAULT_MODES: readonly { name: string; mode: FaultMode }[] = [
  { name: "refused", mode: { kind: "refused" } },
  { name: "blackhole", mode: { kind: "blackhole" } },
  { name: "slow 4 s", mode: { kind: "slow", seconds: 4 } },
  { name: "429 Retry-After 30", mode: { kind: "status", status: 429, retryAfterSeconds: 30 } },
  { name: "500", mode: { kind: "status", status: 500 } },
  { name: "502", mode: { kind: "status", status: 502 } },
  { name: "503", mode: { kind: "status", status: 503 } },
  { name: "non-JSON", mode: { kind: "non-json" } },
  { name: "truncated", mode: { kind: "truncated" } },
  { name: "401 always", mode: { kind: "unauthorized" } },
];

export interface FaultProxy {
  readonly url: string;
  readonly port: number;
  /** `settleMs`: the wait for clients' pools to see the previous mode's connections closed (200 ms by default). */
  setMode(mode: FaultMode, settleMs?: number): Promise<void>;
  /** Requests that reached the proxy since the last call (by path, without the query: it may carry a CPF). */
  takeRequests(): string[];
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = { kind: "pass" };
  let seen: string[] = [];
  const sockets = new Set<Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const outgoing = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${(req.url ?? "").split("?")[0]}`);
    const current = mode;
    switch (current.kind) {
      case "pass":
      case "refused":
        return forward(req, res);
      case "blackhole":
        req.resume();
        return;
      case "slow": {
        // The body is read at once, the answer waits: the upstream sees the request after the delay.
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          setTimeout(() => {
            const outgoing = httpRequest({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            });
            outgoing.on("error", () => res.destroy());
            outgoing.end(Buffer.concat(chunks));
          }, current.seconds * 1000);
        });
        return;
      }
      case "status": {
        req.resume();
        const headers: Record<string, string> = { "content-type": current.status === 502 ? "text/html" : "application/problem+json" };
        if (current.retryAfterSeconds !== undefined) headers["retry-after"] = String(current.retryAfterSeconds);
        res.writeHead(current.status, headers);
        res.end(current.status === 502 ? "<html><body><h1>502 Bad Gateway</h1></body></html>" : JSON.stringify({ type: "about:blank", title: "Falha simulada", status: current.status }));
        return;
      }
      case "non-json":
        req.resume();
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html><body>Manutenção programada</body></html>");
        return;
      case "truncated":
        req.resume();
        res.writeHead(200, { "content-type": "application/json", "content-length": "4096" });
        res.write('{"data":[{"id":"');
        setTimeout(() => res.destroy(), 20);
        return;
      case "lost-answer": {
        const outgoing = httpRequest(
          { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
          (answer) => {
            answer.resume();
            answer.on("end", () => {
              res.writeHead(502, { "content-type": "text/html" });
              res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
            });
          },
        );
        outgoing.on("error", () => res.destroy());
        req.pipe(outgoing);
        return;
      }
      case "unauthorized":
        req.resume();
        res.writeHead(401, { "content-type": "application/problem+json", "www-authenticate": "Bearer" });
        res.end(JSON.stringify({ type: "about:blank", title: "Não autorizado", status: 401 }));
        return;
    }
  };

  const server: Server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const listen = (onPort: number) => new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(onPort, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as { port: number }).port);
    });
  });
  const stop = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
  const boundPort = await listen(port);

  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    async setMode(next, settleMs = 200) {
      // Hanging and kept-alive connections of the previous mode end now.
      for (const socket of sockets) socket.destroy();
      if (next.kind === "refused" && server.listening) await stop();
      if (next.kind !== "refused" && !server.listening) await listen(boundPort);
      mode = next;
      // Clients' pools learn of the closed connections: the next call meets the new mode, not a reset.
      await new Promise((resolve) => setTimeout(resolve, settleMs));
    },
    takeRequests() {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: stop,
  };
}
