import { describe, expect, test } from "vitest";
import { errorFromReply } from "./error-from-reply";
import type { HttpReply } from "./http-reply";

function reply(status: number, text: string, headers: Record<string, string> = {}): HttpReply {
  return { status, text, headers: new Headers(headers) };
}

describe("errorFromReply", () => {
  test("a problem document gives kind, title, detail, field errors and trace id", () => {
    const error = errorFromReply(
      "createCreditNote",
      reply(400, JSON.stringify({ type: "/problems/validation", title: "Dados inválidos", status: 400, detail: "veja errors", traceId: "t-1", errors: [{ field: "amortization.apr", message: "informe a taxa" }] })),
    );
    expect(error).toMatchObject({ kind: "validation", status: 400, title: "Dados inválidos", detail: "veja errors", traceId: "t-1", operationId: "createCreditNote" });
    expect(error.fieldErrors).toEqual([{ field: "amortization.apr", message: "informe a taxa" }]);
  });

  test.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not-found"],
    [409, "conflict"],
    [422, "validation"],
    [413, "validation"],
    [415, "validation"],
    [429, "rate-limited"],
    [500, "server"],
    [503, "server"],
    [302, "contract"],
    [405, "contract"],
    [418, "contract"],
  ] as const)("status %i → %s", (status, kind) => {
    expect(errorFromReply("getCreditNote", reply(status, "")).kind).toBe(kind);
  });

  test("an HTML page from a proxy still gives a sensible error, without copying the page", () => {
    const html = "<html><body><h1>502 Bad Gateway</h1>upstream 10000001929</body></html>";
    const error = errorFromReply("getCreditNote", reply(502, html, { "content-type": "text/html", "x-request-id": "proxy-7" }));
    expect(error).toMatchObject({ kind: "server", status: 502, title: "HTTP 502", traceId: "proxy-7", fieldErrors: [] });
    expect(error.detail).toBeUndefined();
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/html|10000001929/);
    expect(error.userMessage).toMatch(/indisponível/);
  });

  test("a problem with malformed members is read as a bare status", () => {
    const error = errorFromReply("getCreditNote", reply(400, JSON.stringify({ title: 42, errors: "nope" })));
    expect(error).toMatchObject({ kind: "validation", title: "HTTP 400", fieldErrors: [] });
  });

  test("429 keeps Retry-After", () => {
    expect(errorFromReply("x", reply(429, "", { "retry-after": "12" })).retryAfterSeconds).toBe(12);
    expect(errorFromReply("x", reply(429, "", { "retry-after": "soon" })).retryAfterSeconds).toBeUndefined();
  });

  test("the kind can be imposed (the token request's refusals are 'credentials')", () => {
    expect(errorFromReply("issueToken", reply(401, ""), "credentials").kind).toBe("credentials");
  });
});
