import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, expect, inject, test } from "vitest";

/** What the front server (scripts/app-server.ts) answers before Next.js routes a request. */
function url(path: string): string {
  return `${inject("baseUrl")}${path}`;
}

describe("the front server", () => {
  test("TRACE and other unsupported methods answer 405 with Allow, not 500", async () => {
    // fetch() refuses to send TRACE itself: a raw request, as a scanner would send it.
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const sent = httpRequest(url("/health"), { method }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
        });
        sent.on("error", reject);
        sent.end();
      });
      expect(answer.status, method).toBe(405);
      expect(String(answer.headers.allow)).toContain("GET");
      expect(String(answer.headers["content-type"])).toContain("application/problem+json");
    }
  });

  test("a server action posted from another origin is refused with a pt-BR 403, not a 500", async () => {
    const response = await fetch(url("/operations/00000000-0000-4000-8000-000000000000"), {
      method: "POST",
      headers: { "next-action": "7f0000000000000000000000000000000000000000", origin: "http://evil.example", "content-type": "text/plain;charset=UTF-8" },
      body: "[]",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-language")).toBe("pt-BR");
    expect((await response.json()).detail).toMatch(/outra origem recusada/);
  });

  test("a body that does not arrive within REQUEST_TIMEOUT_SECONDS answers 408 and frees the socket", async () => {
    const { hostname, port } = new URL(inject("baseUrl"));
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
      let received = "";
      socket.on("connect", () => {
        socket.write("POST /oauth/token HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{");
      });
      socket.on("data", (chunk) => (received += chunk.toString("utf8")));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        resolve(received);
      }, 20_000).unref();
    });
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeLessThan(12_000);
  }, 30_000);
});
