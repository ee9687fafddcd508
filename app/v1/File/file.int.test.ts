/**
 * Document content over HTTP (DESIGN §3): `POST /v1/File` (multipart, PDF/JPEG/PNG by content, 10 MiB) and
 * `GET /v1/File/{id}` (owner only), against the real server and database.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { readFile, sendFile, storedFile } from "@/test/integration/files";
import { testDatabase } from "@/test/integration/registrations";
import { sampleExe, sampleHtml, sampleJpeg, samplePdf, samplePng } from "@/test/support/sample-files";

let centroToken: string;
let norteToken: string;

beforeAll(async () => {
  [centroToken, norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A PDF of exactly `size` bytes: a real header, then padding. */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(samplePdf().subarray(0, 64));
  return bytes;
}

describe("POST /v1/File", () => {
  test.each([
    ["PDF", samplePdf(), "termo-consentimento.pdf", "application/pdf"],
    ["JPEG", sampleJpeg(), "selfie.jpg", "image/jpeg"],
    ["PNG", samplePng(), "rg-frente.png", "image/png"],
  ])("stores a %s and gives it back, byte for byte, to its owner", async (_label, bytes, name, type) => {
    const sent = await sendFile(centroToken, bytes, { name, type });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ id: expect.any(String), fileName: name, contentType: type, sizeInBytes: bytes.byteLength, sha256: sha256(bytes) });

    const read = await readFile(centroToken, String(sent.body?.id));
    expect(read.status).toBe(200);
    expect(read.bytes).toEqual(bytes);
    expect(read.headers.get("content-type")).toBe(type);
    // Next.js strips Content-Length from route handler answers (chunked instead); when present it must be right.
    expect(read.headers.get("content-length") ?? String(bytes.byteLength)).toBe(String(bytes.byteLength));
    expect(read.headers.get("content-disposition")).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");
    expect(read.headers.get("etag")).toBe(`"${sha256(bytes)}"`);

    const again = await readFile(centroToken, String(sent.body?.id), { "if-none-match": `"${sha256(bytes)}"` });
    expect(again.status).toBe(304);
  });

  test("the type comes from the bytes: a file declared application/octet-stream, or with no extension, is typed by content", async () => {
    const bytes = samplePng();
    const sent = await sendFile(centroToken, bytes, { name: "digitalizacao", type: "application/octet-stream" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ contentType: "image/png", fileName: "digitalizacao.png" });
  });

  test("the fileName part names the stored file; a name with accents reaches the download intact", async () => {
    const sent = await storedFile(centroToken, samplePdf(), { name: "scan0001.pdf", type: "application/pdf", fileName: "Declaração de residência.pdf" });
    expect(sent.fileName).toBe("Declaração de residência.pdf");
    const read = await readFile(centroToken, sent.id);
    expect(read.headers.get("content-disposition")).toBe(
      `attachment; filename="Declaracao de residencia.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20de%20resid%C3%AAncia.pdf`,
    );
  });

  test("idempotent by content: the same bytes from the same correspondent are the same file; another correspondent has its own", async () => {
    const bytes = sampleJpeg();
    const first = await storedFile(centroToken, bytes, { name: "a.jpg", type: "image/jpeg" });
    const second = await storedFile(centroToken, bytes, { name: "outro-nome.jpeg", type: "image/jpeg" });
    expect(second).toEqual(first);
    const other = await storedFile(norteToken, bytes, { name: "b.jpg", type: "image/jpeg" });
    expect(other.id).not.toBe(first.id);
    expect(await testDatabase().creditFile.count({ where: { sha256: first.sha256 } })).toBe(2);
  });

  test.each([
    ["an executable", sampleExe()],
    ["an HTML page (with a PDF header inside)", sampleHtml()],
  ])("%s disguised as a PDF (name and declared type) is refused with 415 naming file, and nothing is stored", async (_label, bytes) => {
    const sent = await sendFile(centroToken, bytes, { name: "termo.pdf", type: "application/pdf" });
    expect(sent.status).toBe(415);
    expect(sent.headers.get("content-type")).toContain("application/problem+json");
    expect(sent.body?.errors).toEqual([{ field: "file", message: expect.stringMatching(/conteúdo não reconhecido: envie PDF/) }]);
    expect(await testDatabase().creditFile.count({ where: { sha256: sha256(bytes) } })).toBe(0);
  });

  test("a declared type or an extension that contradicts the content is refused naming the part", async () => {
    const declared = await sendFile(centroToken, samplePng(), { name: "rg.png", type: "application/pdf" });
    expect(declared.status).toBe(415);
    expect(declared.body?.errors).toEqual([{ field: "file", message: expect.stringMatching(/não corresponde ao conteúdo, que é PNG/) }]);

    const extension = await sendFile(centroToken, samplePng(), { name: "rg.pdf" });
    expect(extension.status).toBe(400);
    expect(extension.body?.errors).toEqual([{ field: "file", message: expect.stringMatching(/use a extensão \.png/) }]);

    const fileName = await sendFile(centroToken, samplePdf(), { name: "termo.pdf", fileName: "termo.jpg" });
    expect(fileName.status).toBe(400);
    expect(fileName.body?.errors).toEqual([{ field: "fileName", message: expect.stringMatching(/extensão \.jpg não corresponde/) }]);
  });

  test("an empty file, a missing file part, an unknown part and a JSON body are refused with 4xx naming the field", async () => {
    expect((await sendFile(centroToken, new Uint8Array(0))).body?.errors).toEqual([{ field: "file", message: expect.stringMatching(/^arquivo vazio/) }]);

    const form = new FormData();
    form.append("fileName", "termo.pdf");
    form.append("fileType", "Authorization");
    const noFile = await fetch(apiUrl("/v1/File"), { method: "POST", headers: { authorization: `Bearer ${centroToken}` }, body: form });
    expect(noFile.status).toBe(400);
    const fields = ((await noFile.json()) as { errors: Array<{ field: string }> }).errors.map(({ field }) => field).sort();
    expect(fields).toEqual(["file", "fileType"]);

    const json = await callApi(centroToken, "POST", "/v1/File", { file: "JVBERi0xLjQ=" });
    expect(json.status).toBe(415);
    expect(json.body?.errors).toEqual([{ field: "file", message: expect.stringMatching(/multipart\/form-data/) }]);
  });

  test("exactly 10 MiB is accepted; one byte more is 413 naming file", async () => {
    const atLimit = await sendFile(centroToken, pdfOfSize(MAX_FILE_BYTES), { name: "limite.pdf" });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    expect(atLimit.body?.sizeInBytes).toBe(MAX_FILE_BYTES);

    const over = await sendFile(centroToken, pdfOfSize(MAX_FILE_BYTES + 1), { name: "grande.pdf" });
    expect(over.status).toBe(413);
    expect(over.headers.get("content-type")).toContain("application/problem+json");
    expect(over.body?.errors).toEqual([{ field: "file", message: "envie um arquivo de até 10 MiB (10485760 bytes)" }]);
  });

  test("a Content-Length over the limit is answered 413 at once, without waiting for the body", async () => {
    const started = performance.now();
    // Above the route's cap (10 MiB + the multipart envelope) but under the application server's 11 MiB, which
    // refuses larger declarations itself (test/adversarial): the route's own answer, naming the field.
    const answer = await rawUpload({ "content-length": String(MAX_FILE_BYTES + 512 * 1024) }, () => undefined);
    expect(answer.status).toBe(413);
    expect(answer.bytesWritten).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, errors: [{ field: "file" }] });
  });

  test("a streamed body (no Content-Length) is answered 413 once past the limit: the server does not read it all", async () => {
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(new TextEncoder().encode("--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4\n"));
    const willingToSend = 200 * 1024 * 1024;
    const answer = await rawUpload({ "transfer-encoding": "chunked" }, (write) => write(chunk), willingToSend);
    expect(answer.status).toBe(413);
    expect(answer.bytesWritten).toBeGreaterThan(MAX_FILE_BYTES);
    // The answer came long before the client sent what it was willing to: the server stopped reading near the limit.
    expect(answer.bytesWritten).toBeLessThan(willingToSend / 2);
  });

  test("without a valid token: 401, before anything is read", async () => {
    const answer = await rawUpload({ "content-length": String(MAX_FILE_BYTES) }, () => undefined, 0, "");
    expect(answer.status).toBe(401);
  });
});

describe("GET /v1/File/{id}", () => {
  test("another correspondent gets 403; an unknown id 404; a malformed one 400", async () => {
    const file = await storedFile(centroToken, samplePdf(), { name: "privado.pdf" });
    const foreign = await callApi(norteToken, "GET", `/v1/File/${file.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("content-type")).toContain("application/problem+json");
    expect(JSON.stringify(foreign.body)).not.toContain("privado");

    expect((await callApi(centroToken, "GET", `/v1/File/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await callApi(centroToken, "GET", "/v1/File/termo.pdf")).status).toBe(400);
  });
});

interface RawAnswer {
  status: number;
  body: string;
  bytesWritten: number;
}

/**
 * A multipart POST written by hand with node:http, to control what is declared and how much is sent: `next`
 * writes a chunk each time the socket drains (never faster than the server reads), until `budget` bytes or the
 * server's answer, whichever comes first.
 */
function rawUpload(headers: Record<string, string>, next: (write: (chunk: Uint8Array) => void) => void, budget = 0, token = centroToken): Promise<RawAnswer> {
  const url = new URL(apiUrl("/v1/File"));
  return new Promise((resolve, reject) => {
    let bytesWritten = 0;
    let answered = false;
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", authorization: `Bearer ${token}`, ...headers } },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), bytesWritten });
        });
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.flushHeaders();
    const pump = () => {
      while (!answered && bytesWritten < budget) {
        let wrote = false;
        next((chunk) => {
          wrote = true;
          bytesWritten += chunk.byteLength;
          if (!request.write(chunk)) request.once("drain", pump);
        });
        if (!wrote || request.writableNeedDrain) return;
      }
    };
    pump();
  });
}
