/**
 * A load balancer in a test or bench process: round robin over the instances listed now (the list may grow while it
 * runs), the Host header kept as a reverse proxy configured for it would (a server action's Origin must match it).
 * Like nginx's defaults, a connection the instance refused moves on to the next one, and so does a failed idempotent
 * request; a POST that may have reached a dying instance answers 502 rather than run twice. Server actions take their
 * turns apart from the rest (the instances' own calls to the credit API come through here too), so consecutive steps
 * of a wizard land on different instances every time.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinFront {
  readonly url: string;
  /** Server actions each target answered, by its index in `targets`. */
  readonly actionsServed: number[];
  close(): Promise<void>;
}

export async function startRoundRobinFront(targets: readonly string[], port = 0): Promise<RoundRobinFront> {
  const turns = { action: 0, other: 0 };
  const actionsServed: number[] = [];
  const forward = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, attempts: number) => {
    const isAction = incoming.headers["next-action"] !== undefined;
    const index = turns[isAction ? "action" : "other"]++ % targets.length;
    const target = new URL(targets[index]!);
    const outgoing = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      if (isAction) actionsServed[index] = (actionsServed[index] ?? 0) + 1;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const retryable = error.code === "ECONNREFUSED" || incoming.method === "GET" || incoming.method === "HEAD";
      if (retryable && attempts < targets.length && !response.headersSent) forward(incoming, body, response, attempts + 1);
      else if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    outgoing.end(body);
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, Buffer.concat(chunks), response, 1));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    actionsServed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
