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
