import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { readJsonBody } from "./read-json-body";

function post(body: string | null, contentType: string | null = "application/json"): Request {
  const headers = new Headers();
  if (contentType !== null) headers.set("content-type", contentType);
  return new Request("http://localhost/v1/Amortization", { method: "POST", body, headers });
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("readJsonBody", () => {
  it("parses JSON with JSON-like content types", async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(post("[1]", "application/json; charset=utf-8"))).toEqual([1]);
    expect(await readJsonBody(post('{"a":1}', "application/merge-patch+json"))).toEqual({ a: 1 });
  });

  it("validates with a schema when given one", async () => {
    const schema = z.object({ requestedAmount: z.int() });
    expect(await readJsonBody(post('{"requestedAmount":100}'), schema)).toEqual({ requestedAmount: 100 });
    expect(await thrownBy(readJsonBody(post('{"requestedAmount":"x"}'), schema))).toBeInstanceOf(z.ZodError);
  });

  it("refuses a missing body with 400 'Corpo JSON ausente.'", async () => {
    for (const body of [null, "", "  \n"]) {
      const error = await thrownBy(readJsonBody(post(body)));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "MALFORMED_BODY", status: 400, userMessage: "Corpo JSON ausente." });
    }
  });

  it("refuses invalid JSON with 400 'Corpo JSON inválido.'", async () => {
    const error = await thrownBy(readJsonBody(post('{"cpf":"12345678909",')));
    expect(error).toMatchObject({ code: "MALFORMED_BODY", status: 400, userMessage: "Corpo JSON inválido." });
  });

  it("refuses other content types, and a body without one, with 415", async () => {
    for (const request of [post("a=1", "application/x-www-form-urlencoded"), post("{}", "text/plain"), post("{}", null)]) {
      expect(await thrownBy(readJsonBody(request))).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", status: 415 });
    }
  });
});

describe("readJsonBody with hostile bodies", () => {
  it("answers 413 above the cap, before parsing", async () => {
    const error = await thrownBy(readJsonBody(post(JSON.stringify({ a: "x".repeat(300 * 1024) }))));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(await thrownBy(readJsonBody(post('{"a":1}'), undefined, { maxBytes: 4 }))).toMatchObject({ status: 413 });
  });

  it("refuses long keys, deep nesting and invalid UTF-8 with a 400 naming what was wrong", async () => {
    const longKey = await thrownBy(readJsonBody(post(JSON.stringify({ client_id: "a", ["A".repeat(40_000)]: 1 }))));
    expect(longKey).toMatchObject({ code: "VALIDATION", fieldErrors: [{ message: "nome de campo longo demais: no máximo 128 caracteres" }] });
    const deep = await thrownBy(readJsonBody(post(`${"[".repeat(1000)}${"]".repeat(1000)}`)));
    expect(deep).toMatchObject({ code: "VALIDATION", fieldErrors: [{ field: "", message: expect.stringMatching(/aninhado demais/) }] });
    const bytes = new Request("http://localhost/x", { method: "POST", body: new Uint8Array([0x22, 0xc3, 0x22]), headers: { "content-type": "application/json" } });
    expect(await thrownBy(readJsonBody(bytes))).toMatchObject({ code: "MALFORMED_BODY", userMessage: "Corpo da requisição com UTF-8 inválido." });
  });
});
