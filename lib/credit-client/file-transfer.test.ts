import { createHash } from "node:crypto";
import { afterEach, describe, expect, expectTypeOf, test } from "vitest";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import { samplePdf, samplePng } from "@/test/support/sample-files";
import type { CreditJsonOperationId } from "./call-types";
import { createCreditClient } from "./create-credit-client";
import { fileNameOf } from "./file-transfer";
import { captureLogs, creditFailure, fakeCreditApi, fileReply, jsonReply, problemReply, type FakeHandler } from "./test-fakes";
import { createTokenCache } from "./token-cache";
import { resetUpstreamGuards } from "./upstream-guard";

afterEach(() => resetUpstreamGuards());

const BASE = "http://credit.test";
const FILE_ID = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function setUp(api: FakeHandler) {
  const fake = fakeCreditApi(api);
  const logs = captureLogs();
  const client = createCreditClient({ credential: { clientId: "parceiro-teste", clientSecret: "s3cr3t" }, baseUrl: BASE, fetch: fake.fetch, tokenCache: createTokenCache(), logger: logs.logger, timeoutMs: 2_000 });
  return { client, fake, logs };
}

function metadataOf(bytes: Uint8Array, overrides: Record<string, unknown> = {}) {
  return { id: FILE_ID, fileName: "termo.pdf", contentType: "application/pdf", sizeInBytes: bytes.byteLength, sha256: sha256(bytes), ...overrides };
}

describe("uploadFile", () => {
  test("sends one multipart file part with its name and type, and the bearer token; resolves to the metadata", async () => {
    const bytes = samplePdf();
    const { client, fake } = setUp(() => jsonReply(metadataOf(bytes)));
    const stored = await client.uploadFile({ content: bytes, fileName: "Termo de consentimento.pdf", contentType: "application/pdf" });
    expect(stored).toEqual(metadataOf(bytes));

    const [post] = fake.apiRequests();
    expect(post?.method).toBe("POST");
    expect(post?.url.pathname).toBe("/v1/File");
    expect(post?.headers.get("authorization")).toBe("Bearer token-1");
    const form = post?.body as FormData;
    expect([...form.keys()]).toEqual(["file"]);
    const file = form.get("file") as File;
    expect(file).toMatchObject({ name: "Termo de consentimento.pdf", type: "application/pdf", size: bytes.byteLength });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  test("a Blob keeps its own type unless one is given", async () => {
    const { client, fake } = setUp(() => jsonReply(metadataOf(samplePng(), { contentType: "image/png" })));
    await client.uploadFile({ content: new Blob([samplePng()], { type: "image/png" }), fileName: "rg.png" });
    expect((fake.apiRequests()[0]?.body as FormData).get("file")).toMatchObject({ type: "image/png", name: "rg.png" });
  });

  test("over 10 MiB: refused before sending, as a validation error on file", async () => {
    const { client, fake, logs } = setUp(() => jsonReply({}));
    const error = await creditFailure(client.uploadFile({ content: new Uint8Array(MAX_FILE_BYTES + 1), fileName: "grande.pdf" }));
    expect(error).toMatchObject({ kind: "validation", operationId: "uploadFile" });
    expect(error.toFormErrors()).toEqual({ file: "envie um arquivo de até 10 MiB (10485760 bytes)" });
    expect(fake.requests).toHaveLength(0);
    expect(logs.parsed().at(-1)).toMatchObject({ operationId: "uploadFile", kind: "validation", fields: ["file"] });
  });

  test("exactly 10 MiB is sent", async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES);
    const { client, fake } = setUp(() => jsonReply(metadataOf(bytes)));
    await client.uploadFile({ content: new Blob([bytes]), fileName: "limite.pdf" });
    expect(fake.apiRequests()).toHaveLength(1);
  });

  test.each([
    [413, "envie um arquivo de até 10 MiB (10485760 bytes)"],
    [415, "conteúdo não reconhecido: envie PDF (.pdf), JPEG (.jpg, .jpeg) ou PNG (.png)"],
    [400, "o nome do arquivo (.pdf) não corresponde ao conteúdo"],
  ])("the server's %i problem becomes a validation error at file", async (status, message) => {
    const { client } = setUp(() => problemReply(status, { title: "Arquivo recusado", errors: [{ field: "file", message }] }));
    const error = await creditFailure(client.uploadFile({ content: samplePdf(), fileName: "termo.pdf" }));
    expect(error).toMatchObject({ kind: "validation", status });
    expect(error.toFormErrors()).toEqual({ file: message });
  });

  test("a 401 renews the token and sends the same file again", async () => {
    const bytes = samplePdf();
    let calls = 0;
    const { client, fake } = setUp(() => (++calls === 1 ? problemReply(401) : jsonReply(metadataOf(bytes))));
    expect((await client.uploadFile({ content: bytes, fileName: "termo.pdf" })).id).toBe(FILE_ID);
    const [first, retry] = fake.apiRequests();
    expect(first?.headers.get("authorization")).toBe("Bearer token-1");
    expect(retry?.headers.get("authorization")).toBe("Bearer token-2");
    expect(new Uint8Array(await ((retry?.body as FormData).get("file") as File).arrayBuffer())).toEqual(bytes);
  });

  test("the log line names the route, never the file's name", async () => {
    const { client, logs } = setUp(() => problemReply(409, { title: "x" }));
    await creditFailure(client.uploadFile({ content: samplePdf(), fileName: "rg-maria-da-silva-10000001929.pdf" }));
    expect(logs.text()).toContain('"operationId":"uploadFile"');
    expect(logs.text()).not.toMatch(/maria|10000001929/);
  });
});

describe("downloadFile", () => {
  test("resolves to the bytes, their type, size, checked SHA-256 and name", async () => {
    const bytes = samplePdf();
    const { client, fake } = setUp(() =>
      fileReply(bytes, { "content-disposition": `attachment; filename="Declaracao.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o.pdf` }),
    );
    const file = await client.downloadFile(FILE_ID);
    expect(file).toEqual({
      bytes,
      contentType: "application/pdf",
      sizeInBytes: bytes.byteLength,
      sha256: sha256(bytes),
      fileName: "Declaração.pdf",
      contentDisposition: `attachment; filename="Declaracao.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o.pdf`,
    });
    const [get] = fake.apiRequests();
    expect(get?.url.pathname).toBe(`/v1/File/${FILE_ID}`);
    expect(get?.headers.get("authorization")).toBe("Bearer token-1");
    expect(get?.headers.get("accept")).toBe("application/pdf, image/jpeg, image/png");
  });

  test.each([
    [403, "forbidden"],
    [404, "not-found"],
  ] as const)("a %i problem is a %s error", async (status, kind) => {
    const { client } = setUp(() => problemReply(status, { title: "Sem permissão", detail: "Arquivo não vinculado ao seu correspondente." }));
    expect(await creditFailure(client.downloadFile(FILE_ID))).toMatchObject({ kind, status, detail: "Arquivo não vinculado ao seu correspondente." });
  });

  test("bytes that differ from the ETag, a type outside the contract or an oversized answer are off the contract", async () => {
    const bytes = samplePdf();
    const cases = [
      fileReply(bytes, { etag: `"${"0".repeat(64)}"` }),
      fileReply(bytes, { "content-type": "text/html" }),
      fileReply(new Uint8Array(MAX_FILE_BYTES + 1)),
    ];
    for (const reply of cases) {
      const { client } = setUp(() => reply);
      expect(await creditFailure(client.downloadFile(FILE_ID))).toMatchObject({ kind: "contract", operationId: "downloadFile" });
    }
  });
});

describe("file routes and call()", () => {
  test("call() does not reach the file routes: types and run time", async () => {
    expectTypeOf<"uploadFile">().not.toExtend<CreditJsonOperationId>();
    expectTypeOf<"downloadFile">().not.toExtend<CreditJsonOperationId>();
    expectTypeOf<"createCreditNote">().toExtend<CreditJsonOperationId>();
    const { client } = setUp(() => jsonReply({}));
    const call = client.call as (operationId: string, input?: unknown) => Promise<unknown>;
    await expect(call("downloadFile", { params: { id: FILE_ID } })).rejects.toThrow(/use uploadFile\/downloadFile/);
  });

  test.each([
    [`attachment; filename="a.pdf"; filename*=UTF-8''b%C3%A9.pdf`, "bé.pdf"],
    [`attachment; filename="a.pdf"`, "a.pdf"],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="fallback.pdf"`, "fallback.pdf"],
    ["attachment", undefined],
  ])("fileNameOf(%j) = %j", (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
