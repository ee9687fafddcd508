import { describe, expect, inject, test } from "vitest";
import { centro, norte } from "@/test/integration/credit-api";
import { freshCpf, personBody } from "@/test/integration/registrations";
import { createCreditClient, createTokenCache, type CreditClientOptions, type TokenCache } from ".";
import { sampleHtml, samplePdf, samplePng } from "@/test/support/sample-files";
import { captureLogs, creditFailure } from "./test-fakes";

/** A client on the real server, with its own cache and a fetch that counts token requests. */
function clientFor(partner: { clientId: string; clientSecret: string }, options: Partial<CreditClientOptions> = {}) {
  const counts = { token: 0, api: 0 };
  const logs = captureLogs();
  const client = createCreditClient({
    credential: { clientId: partner.clientId, clientSecret: partner.clientSecret },
    baseUrl: inject("baseUrl"),
    tokenCache: createTokenCache(),
    logger: logs.logger,
    fetch: (url, init) => {
      if (new URL(url).pathname === "/oauth/token") counts.token += 1;
      else counts.api += 1;
      return fetch(url, init);
    },
    ...options,
  });
  return { client, counts, logs };
}

describe("credit client against the real server", () => {
  test("registers a person, reads it back typed and finds it by CPF, with one token for every call", async () => {
    const { client, counts, logs } = clientFor(centro);
    const body = personBody();
    const created = await client.call("createNaturalPerson", { body, idempotencyKey: `client-int-${body.registrationNumber}` });
    expect(created).toMatchObject({ registrationNumber: body.registrationNumber, name: body.name, uploads: [] });

    const [read, found] = await Promise.all([
      client.call("getNaturalPerson", { params: { id: created.id } }),
      client.call("listNaturalPersons", { query: { registrationNumber: body.registrationNumber } }),
    ]);
    expect(read).toEqual(created);
    expect(found.data.map(({ id }) => id)).toEqual([created.id]);
    expect(found).toMatchObject({ page: 1, totalItems: 1 });
    expect(counts).toEqual({ token: 1, api: 3 });

    // Nothing personal in the client's log lines.
    expect(logs.text()).not.toContain(body.registrationNumber);
    expect(logs.text()).not.toContain(centro.clientSecret);
  });

  test("an Idempotency-Key retry returns the first answer", async () => {
    const { client } = clientFor(centro);
    const body = personBody();
    const idempotencyKey = `client-int-retry-${body.registrationNumber}`;
    const first = await client.call("createNaturalPerson", { body, idempotencyKey });
    expect(await client.call("createNaturalPerson", { body, idempotencyKey })).toEqual(first);
  });

  test("a 400 maps each field to a form error", async () => {
    const { client } = clientFor(centro);
    const error = await creditFailure(client.call("createNaturalPerson", { body: { registrationNumber: "12345678900", name: "Maria Teste", birthDate: "15/03/1990" } }));
    expect(error).toMatchObject({ kind: "validation", status: 400, traceId: expect.any(String) });
    const formErrors = error.toFormErrors();
    expect(Object.keys(formErrors).sort()).toEqual(["birthDate", "registrationNumber"]);
    expect(formErrors.birthDate).toMatch(/YYYY-MM-DD/);
    expect(error.userMessage).toMatch(/corrija os campos/);
    expect(error.message).not.toContain("12345678900");
  });

  test("a nested field error keeps its path, as react-hook-form names it", async () => {
    const { client } = clientFor(centro);
    const body = { ...personBody(), uploads: [{ fileType: "Selfie", fileName: "foto.pdf" }] };
    const error = await creditFailure(client.call("createNaturalPerson", { body: body as never }));
    expect(error.fieldErrors.map(({ field }) => field)).toContain("uploads[0].fileType");
    expect(error.toFormErrors()).toHaveProperty(["uploads.0.fileType"]);
    expect(error.fieldErrorsFor("uploads[0]")).toHaveProperty("fileType");
  });

  test("404 for an unknown id", async () => {
    const { client } = clientFor(centro);
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: crypto.randomUUID() } }));
    expect(error).toMatchObject({ kind: "not-found", status: 404 });
  });

  test("another correspondent's person is forbidden", async () => {
    const owner = clientFor(centro).client;
    const person = await owner.call("createNaturalPerson", { body: personBody() });
    const error = await creditFailure(clientFor(norte).client.call("getNaturalPerson", { params: { id: person.id } }));
    expect(error).toMatchObject({ kind: "forbidden", status: 403 });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(person.registrationNumber);
  });

  test("a wrong secret is kind credentials and never reaches the API", async () => {
    const { client, counts, logs } = clientFor({ clientId: centro.clientId, clientSecret: "not-the-secret-2026" });
    const error = await creditFailure(client.call("listNaturalPersons"));
    expect(error).toMatchObject({ kind: "credentials", status: 401, operationId: "issueToken" });
    expect(counts).toEqual({ token: 1, api: 0 });
    expect(`${error.message} ${logs.text()}`).not.toContain("not-the-secret-2026");
    await expect(client.authenticate()).rejects.toMatchObject({ kind: "credentials" });
  });

  test("authenticate() resolves for a good credential", async () => {
    const { client, counts } = clientFor({ clientId: centro.clientId, clientSecret: centro.clientSecret });
    await client.authenticate();
    expect(counts.api).toBe(0);
  });

  test("a token the server refuses is renewed once and the call succeeds", async () => {
    // A cache that hands out a revoked token first, as if it had been revoked since it was cached.
    const real = createTokenCache();
    let handedOutRevoked = false;
    const staleCache: TokenCache = {
      get: (key, issue) => {
        if (handedOutRevoked) return real.get(key, issue);
        handedOutRevoked = true;
        return Promise.resolve("cpat_revoked_token");
      },
      discard: (key, token) => real.discard(key, token),
      clear: () => real.clear(),
    };
    const { client, counts } = clientFor(centro, { tokenCache: staleCache });
    const page = await client.call("listNaturalPersons", { query: { registrationNumber: freshCpf() } });
    expect(page.totalItems).toBe(0);
    expect(counts).toEqual({ token: 1, api: 2 });
  });

  test("sends a document, links it to a person and downloads it back, byte for byte", async () => {
    const { client, logs } = clientFor(centro);
    const bytes = samplePng();
    const stored = await client.uploadFile({ content: new Blob([bytes], { type: "image/png" }), fileName: "RG frente — cópia.png" });
    expect(stored).toMatchObject({ fileName: "RG frente — cópia.png", contentType: "image/png", sizeInBytes: bytes.byteLength });

    const person = await client.call("createNaturalPerson", {
      body: { ...personBody(), uploads: [{ fileType: "Others", fileName: "rg-frente.png", fileId: stored.id }] },
    });
    expect(person.uploads[0]).toMatchObject({ fileId: stored.id, sha256: stored.sha256, contentType: "image/png", sizeInBytes: bytes.byteLength });

    const file = await client.downloadFile(stored.id);
    expect(file).toMatchObject({ contentType: "image/png", sizeInBytes: bytes.byteLength, sha256: stored.sha256, fileName: "RG frente — cópia.png" });
    expect(file.bytes).toEqual(bytes);
    expect(file.contentDisposition).toMatch(/^attachment; /);
    expect(logs.text()).not.toContain("RG frente");
  });

  test("file refusals reach the portal as field errors; another partner's file is forbidden", async () => {
    const { client } = clientFor(centro);
    const disguised = await creditFailure(client.uploadFile({ content: sampleHtml(), fileName: "termo.pdf", contentType: "application/pdf" }));
    expect(disguised).toMatchObject({ kind: "validation", status: 415 });
    expect(Object.keys(disguised.toFormErrors())).toEqual(["file"]);

    const stored = await client.uploadFile({ content: samplePdf(), fileName: "termo.pdf" });
    const other = clientFor(norte).client;
    expect(await creditFailure(other.downloadFile(stored.id))).toMatchObject({ kind: "forbidden", status: 403 });
    expect(await creditFailure(client.downloadFile(crypto.randomUUID()))).toMatchObject({ kind: "not-found", status: 404 });
  });
});
