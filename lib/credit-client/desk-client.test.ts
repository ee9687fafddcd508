import { afterEach, describe, expect, test } from "vitest";
import { createDeskClient } from "./desk-client";
import { captureLogs, creditFailure, fakeFetch, fileReply, jsonReply, neverAnswers, problemReply, type FakeHandler } from "./test-fakes";
import { resetUpstreamGuards } from "./upstream-guard";

afterEach(() => resetUpstreamGuards());

const BASE = "http://credit.test";
const TOKEN = "desk_secret_token_value";
const ID = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";
const FILE_ID = "9a0b1c2d-4d5a-4b6c-8e7f-3f2b8c1e3e4f";

function setUp(api: FakeHandler, options: { token?: string; timeoutMs?: number } = {}) {
  const fake = fakeFetch(api);
  const logs = captureLogs();
  const client = createDeskClient({ baseUrl: BASE, token: options.token ?? TOKEN, fetch: fake.fetch, logger: logs.logger, timeoutMs: options.timeoutMs ?? 2_000 });
  return { client, fake, logs };
}

const emptyPage = { data: [], page: 1, size: 50, totalItems: 0, totalPages: 0, facets: { statuses: [], correspondents: [], products: [] } };

describe("desk client", () => {
  test("the queue: bearer token, repeated status, filters and page in the query; the answer checked by its schema", async () => {
    const { client, fake } = setUp(() => jsonReply(emptyPage));
    const page = await client.listQueue({ status: ["ManualWarranty", "ManualLiquidation"], correspondentId: ID, page: 2, size: 50 });
    expect(page.totalItems).toBe(0);
    const [request] = fake.requests;
    expect(`${request?.url.pathname}${request?.url.search}`).toBe(`/desk-api/credit-notes?status=ManualWarranty&status=ManualLiquidation&correspondentId=${ID}&page=2&size=50`);
    expect(request?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
  });

  test("a decision posts its reason; the log line names the route, never the id, the reason or the token", async () => {
    const { client, fake, logs } = setUp(() => problemReply(409, { title: "Ação não permitida no status atual", detail: "Cancelamento em processamento: aguarde Canceled." }));
    const error = await creditFailure(client.decide(ID, "revision", "Conferir data de emissão do contrato"));
    expect(fake.requests[0]?.method).toBe("POST");
    expect(fake.requests[0]?.url.pathname).toBe(`/desk-api/credit-notes/${ID}/revision`);
    expect(fake.requests[0]?.body).toEqual({ reason: "Conferir data de emissão do contrato" });
    expect(error.kind).toBe("conflict");
    expect(error.userMessage).toBe("Cancelamento em processamento: aguarde Canceled.");
    const text = logs.text();
    expect(text).toContain("/desk-api/credit-notes/{id}/{decision}");
    for (const secret of [ID, "Conferir data", TOKEN]) expect(text).not.toContain(secret);
  });

  test("an answer off the desk API's schema is a contract error", async () => {
    const { client } = setUp(() => jsonReply({ id: ID, status: "Revision" }));
    expect((await creditFailure(client.decide(ID, "revision", "Motivo suficiente"))).kind).toBe("contract");
  });

  test("no token configured: refused before anything is sent, with a message for the administrator", async () => {
    const { client, fake } = setUp(() => jsonReply(emptyPage), { token: "  " });
    const error = await creditFailure(client.listQueue());
    expect(error.kind).toBe("credentials");
    expect(error.userMessage).toContain("DESK_API_TOKEN");
    expect(fake.requests).toHaveLength(0);
  });

  test("a refused token says so", async () => {
    const { client } = setUp(() => problemReply(401, { title: "Não autenticado" }));
    const error = await creditFailure(client.getDossier(ID));
    expect(error.kind).toBe("unauthorized");
    expect(error.userMessage).toContain("token da mesa");
  });

  test("no answer within the timeout", async () => {
    const { client } = setUp(neverAnswers, { timeoutMs: 50 });
    expect((await creditFailure(client.listQueue())).kind).toBe("timeout");
  });

  test("a document's bytes, checked against the ETag; a 404 is not-found", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 conteúdo") as Uint8Array<ArrayBuffer>;
    const ok = setUp(() => fileReply(bytes));
    const file = await ok.client.downloadFile(ID, FILE_ID);
    expect(file.contentType).toBe("application/pdf");
    expect(ok.fake.requests[0]?.url.pathname).toBe(`/desk-api/credit-notes/${ID}/files/${FILE_ID}`);

    const tampered = setUp(() => fileReply(bytes, { etag: '"0000"' }));
    expect((await creditFailure(tampered.client.downloadFile(ID, FILE_ID))).kind).toBe("contract");

    const missing = setUp(() => problemReply(404, { title: "Não encontrado" }));
    expect((await creditFailure(missing.client.downloadFile(ID, FILE_ID))).kind).toBe("not-found");
  });
});
