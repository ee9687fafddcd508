/**
 * The whole MCP server through the SDK's own client, over the HTTP handler in process (the client's
 * `fetch` calls the route's handler). The integration tests do the same against the real running server.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleMcpPost, mcpMethodNotAllowed } from "./http";
import { searchCorpus } from "./search/corpus";
import { LISTED_DOCUMENTS, MARKER_PREFIX, SAMPLE_CPF, SPEC_PROMPTS, SPEC_RESOURCES, SPEC_TOOLS, conformsToSpec, connectClient, firstText } from "./test-fixtures";

const endpoint = "http://docs.test/mcp";

async function route(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return request.method === "POST" ? handleMcpPost(request) : mcpMethodNotAllowed();
}

let client: Client;

beforeAll(async () => {
  // The search index (and its entry classifier) is built once per process, in a few seconds on a busy machine: here,
  // not inside the first test that searches.
  searchCorpus("aquecimento");
  client = await connectClient(endpoint, route);
}, 60_000);

afterAll(async () => {
  await client.close();
});

describe("inventory", () => {
  it("lists exactly the spec's 13 tools with their argument names, each with an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(SPEC_TOOLS).sort());
    for (const tool of tools) {
      expect(conformsToSpec(tool), tool.name).toBe(true);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.outputSchema?.type).toBe("object");
    }
  });

  it("lists the spec's 5 resources (llms.txt and four templates) and the concrete documents behind the templates", async () => {
    const { resources } = await client.listResources();
    const { resourceTemplates } = await client.listResourceTemplates();
    expect([...resourceTemplates.map((template) => template.uriTemplate), "docs://llms.txt"].sort()).toEqual([...SPEC_RESOURCES].sort());
    expect(resources.map((resource) => resource.uri).sort()).toEqual(["docs://llms.txt", ...LISTED_DOCUMENTS].sort());
    expect(resources.find((resource) => resource.uri === "docs://guia/fgts")?.title).toContain("FGTS");
  });

  it("lists the spec's 3 prompts with their argument names", async () => {
    const { prompts } = await client.listPrompts();
    expect(Object.fromEntries(prompts.map((prompt) => [prompt.name, prompt.arguments?.map((argument) => argument.name)]))).toEqual(SPEC_PROMPTS);
  });

  it("reports name and version", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "credito-parceiros-docs", version: "1.0.0" });
  });
});

describe("answers", () => {
  it("opens every tool answer with the data marker, errors included", async () => {
    for (const [name, args] of [
      ["docs_listar_modulos", {}],
      ["docs_contexto_modulo", { modulo: "imobiliario" }],
    ] as const) {
      expect(firstText(await client.callTool({ name, arguments: args }))).toMatch(new RegExp(`^\\${MARKER_PREFIX}`));
    }
  });

  it("flags termInMonths in a Price body and numberOfPayments in an FGTS body", async () => {
    const price = await client.callTool({
      name: "docs_montar_requisicao",
      arguments: { api: "creditapi", opId: "createCreditNote", dados: { amortization: { amortizationType: "price", termInMonths: 12 } } },
    });
    expect(firstText(price)).toContain("termInMonths pertence ao modelo FGTS");
    const fgts = await client.callTool({
      name: "docs_montar_requisicao",
      arguments: { api: "creditapi", opId: "simulateAmortization", dados: JSON.stringify({ amortization: { amortizationType: "FGTS", numberOfPayments: 12 } }) },
    });
    expect(firstText(fgts)).toContain("numberOfPayments pertence ao modelo price/sac");
  });

  it("refuses personal data and credentials without echoing them", async () => {
    const result = await client.callTool({ name: "docs_buscar_documentacao", arguments: { consulta: `cliente ${SAMPLE_CPF}` } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toContain("parece conter um CPF");
    expect(firstText(result)).not.toContain("982");
  });

  it.each([
    ["client_secret sandbox-centro-2026 token", "sandbox-centro"],
    ["senha portal-demo-2026 login", "portal-demo"],
    ["deu 401 com SANDBOX CENTRO 2026", "CENTRO 2026"],
  ])("refuses a credential written with spaces (%j) and echoes it in neither the reply nor structuredContent", async (consulta, secret) => {
    const result = await client.callTool({ name: "docs_buscar_documentacao", arguments: { consulta } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatch(/parece conter (uma chave ou segredo|uma senha)/);
    expect(firstText(result)).not.toContain(secret);
    expect(JSON.stringify(result.structuredContent ?? null)).not.toContain(secret);
    expect(JSON.stringify(result)).not.toContain(secret);
  });

  it("answers another product like a missing page", async () => {
    await expect(client.readResource({ uri: "docs://contexto/cartao" })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining(MARKER_PREFIX) });
    const result = await client.callTool({ name: "docs_ler_guia", arguments: { id: "cartao" } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toContain("não encontrado");
  });

  it("marks protocol-level errors too: unknown tool, prompt and resource, and arguments the schema refuses", async () => {
    const unknownTool = await client.callTool({ name: "docs_nao_existe", arguments: {} });
    expect(unknownTool.isError).toBe(true);
    expect(firstText(unknownTool).startsWith(MARKER_PREFIX)).toBe(true);
    const badArguments = await client.callTool({ name: "docs_campo", arguments: {} });
    expect(firstText(badArguments).startsWith(MARKER_PREFIX)).toBe(true);
    await expect(client.getPrompt({ name: "docs_nao_existe", arguments: {} })).rejects.toThrow(MARKER_PREFIX);
    await expect(client.readResource({ uri: "docs://nada/x" })).rejects.toThrow(MARKER_PREFIX);
  });

  it("returns structured content the output schema describes: search hits with ids, scores and anchors", async () => {
    const result = await client.callTool({ name: "docs_buscar_documentacao", arguments: { consulta: "como pegar o link de assinatura" } });
    const structured = result.structuredContent as { resultados: { id: string; ancora: string; pontuacao: number; trecho: string }[] };
    expect(structured.resultados[0]).toMatchObject({ id: "getCreditNoteSignUrl", ancora: "getCreditNoteSignUrl" });
    const scores = structured.resultados.map((hit) => hit.pontuacao);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(firstText(result)).toContain(`relevância ${scores[0]?.toFixed(2)}`);
  });

  it("returns validation issues with path, rule and fix", async () => {
    const result = await client.callTool({
      name: "docs_montar_requisicao",
      arguments: { api: "creditapi", opId: "simulateAmortization", dados: { productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", legalPerson: false, amortization: { amortizationType: "price", termInMonths: 12 } } },
    });
    const structured = result.structuredContent as { conferencia: { valido: boolean; problemas: { caminho: string; regra: string; correcao: string }[] } };
    expect(structured.conferencia.valido).toBe(false);
    expect(structured.conferencia.problemas).toEqual(expect.arrayContaining([expect.objectContaining({ caminho: "amortization.termInMonths", regra: "campo-de-outro-modelo" })]));
  });

  it("completes prompt arguments", async () => {
    const completion = await client.complete({ ref: { type: "ref/prompt", name: "docs_integrar_modulo" }, argument: { name: "modulo", value: "con" } });
    expect(completion.completion.values).toEqual(["consignado-privado"]);
  });
});

describe("HTTP", () => {
  it("answers 405 with Allow: POST to GET and DELETE", async () => {
    const response = mcpMethodNotAllowed();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 406 without the Accept the protocol needs", async () => {
    const response = await handleMcpPost(
      new Request(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) }),
    );
    expect(response.status).toBe(406);
  });

  it("answers tools/list to a bare POST without initialize (no session state)", async () => {
    const response = await handleMcpPost(
      new Request(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const body = (await response.json()) as { result: { tools: unknown[] } };
    expect(body.result.tools).toHaveLength(13);
  });
});
