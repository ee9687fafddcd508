/**
 * No reply of the documentation server goes above the size limit unless the caller asked for a whole
 * document by name: every tool over its whole range of arguments (every field, endpoint, guide, section,
 * module part, operation type, the retrieval questions), every resource address the server publishes, every
 * prompt, measured as the JSON-RPC result the SDK client receives. Long answers come in parts, and the parts
 * together hold the whole answer.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTEXT_PARTS } from "./content/module-context";
import { GUIDES, sectionsOf } from "./content/guides";
import { OPERATION_TYPES } from "./content/operation-types";
import { handleMcpPost, mcpMethodNotAllowed } from "./http";
import { MODULE_IDS } from "./modules";
import { REPLY_LIMIT_BYTES } from "./paging";
import { endpointReference, REFERENCE_SECTIONS } from "./reference/endpoints";
import { allFieldNames } from "./reference/fields";
import { EVALUATION_SET } from "./search/evaluation-set";
import { RETRIEVAL_SET } from "./search/retrieval-set";
import { connectClient, firstText } from "./test-fixtures";

async function route(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return request.method === "POST" ? handleMcpPost(request) : mcpMethodNotAllowed();
}

let client: Client;
beforeAll(async () => {
  client = await connectClient("http://docs.test/mcp", route);
});
afterAll(async () => {
  await client.close();
});

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

interface Measured {
  readonly label: string;
  readonly bytes: number;
}

async function tool(name: string, args: Record<string, unknown>): Promise<Measured & { parts: number; text: string; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  const parte = (result.structuredContent as { parte?: { total?: number } } | undefined)?.parte;
  return { label: `${name} ${JSON.stringify(args).slice(0, 120)}`, bytes: size(result), parts: typeof parte?.total === "number" ? parte.total : 1, text: firstText(result), isError: result.isError === true };
}

/** Every part of a tool's answer: each measured, and their texts. */
async function allParts(name: string, args: Record<string, unknown>): Promise<{ measured: Measured[]; texts: string[] }> {
  const first = await tool(name, args);
  const measured: Measured[] = [first];
  const texts = [first.text];
  for (let part = 2; part <= first.parts; part++) {
    const next = await tool(name, { ...args, parte: String(part) });
    measured.push(next);
    texts.push(next.text);
  }
  return { measured, texts };
}

function over(measured: readonly Measured[]): string[] {
  return measured.filter((entry) => entry.bytes > REPLY_LIMIT_BYTES).map((entry) => `${entry.bytes} ${entry.label}`);
}

describe(`every reply stays under ${REPLY_LIMIT_BYTES} bytes unless asked for a whole document`, () => {
  it("tools with every field, endpoint, guide, section, part and type", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ["docs_catalogo_mcp", {}],
      ["docs_listar_modulos", {}],
      ["docs_pendencias", {}],
      ["docs_tipos_operacao", {}],
      ["docs_listar_endpoints", { api: "creditapi" }],
      ...REFERENCE_SECTIONS.map((secao): [string, Record<string, unknown>] => ["docs_listar_endpoints", { api: "creditapi", secao }]),
      ...OPERATION_TYPES.map((type): [string, Record<string, unknown>] => ["docs_tipos_operacao", { tipo: type.id }]),
      ...allFieldNames().map((campo): [string, Record<string, unknown>] => ["docs_campo", { campo }]),
      ...endpointReference().flatMap((endpoint): [string, Record<string, unknown>][] => [
        ["docs_referencia_endpoint", { api: "creditapi", opId: endpoint.operationId }],
        ["docs_endpoint_por_rota", { metodo: endpoint.method, rota: endpoint.path }],
        ["docs_montar_requisicao", { api: "creditapi", opId: endpoint.operationId }],
      ]),
      ...GUIDES.flatMap((guide): [string, Record<string, unknown>][] => [
        ["docs_ler_guia", { id: guide.id }],
        ...sectionsOf(guide).map((section): [string, Record<string, unknown>] => ["docs_ler_guia", { id: `${guide.id}#${section.slug}` }]),
      ]),
      ...MODULE_IDS.flatMap((modulo): [string, Record<string, unknown>][] => [
        ["docs_contexto_modulo", { modulo }],
        ...CONTEXT_PARTS.map((parte): [string, Record<string, unknown>] => ["docs_contexto_modulo", { modulo, parte }]),
      ]),
      ...[...RETRIEVAL_SET, ...EVALUATION_SET].map(({ question }): [string, Record<string, unknown>] => ["docs_buscar_documentacao", { consulta: question }]),
    ];
    const measured: Measured[] = [];
    for (const [name, args] of calls) measured.push(...(await allParts(name, args)).measured);
    expect(over(measured)).toEqual([]);
    // The search answers (answer cards with their snippets), in the test output: the largest reply of a search.
    const searches = measured.filter((entry) => entry.label.startsWith("docs_buscar_documentacao"));
    process.stdout.write(`\nlargest search reply: ${Math.max(...searches.map((entry) => entry.bytes))} bytes over ${searches.length} searches\n`);
  }, 60_000);

  it("a check of a large batch comes in parts, and the parts hold every item", async () => {
    const item = { productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", legalPerson: false, amortization: { amortizationType: "price", termInMonths: 12 } };
    const { measured, texts } = await allParts("docs_montar_requisicao", { api: "creditapi", opId: "simulateAmortizationBatch", dados: { items: Array.from({ length: 60 }, () => item) } });
    expect(measured.length).toBeGreaterThan(1);
    expect(over(measured)).toEqual([]);
    expect(texts.join("\n")).toContain("items[59].amortization.termInMonths");
  });

  it("a long endpoint reference comes in parts that hold the whole reference", async () => {
    const { measured, texts } = await allParts("docs_referencia_endpoint", { api: "creditapi", opId: "createCreditNote" });
    expect(over(measured)).toEqual([]);
    const whole = texts.join("\n");
    for (const heading of ["### Corpo", "### Resposta 200", "### Erros"]) expect(whole).toContain(heading);
    expect(texts[0]).toMatch(/Parte 1 de \d+/);
    expect(texts[0]).toContain('parte="2"');
  });

  it("resources: every listed document and every address a summary offers", async () => {
    const { resources } = await client.listResources();
    const addresses = new Set(resources.map((resource) => resource.uri));
    const measured: Measured[] = [];
    const read = async (uri: string) => {
      const result = await client.readResource({ uri });
      measured.push({ label: uri, bytes: size(result) });
      return result.contents.map((content) => ("text" in content ? content.text : "")).join("\n");
    };
    for (const uri of addresses) {
      const text = await read(uri);
      // Follow the addresses a summary lists (sections, parts, endpoints), except the whole documents asked by name and
      // the templates the guides show (`docs://guia/{id}`), which are not addresses.
      for (const match of text.matchAll(/`(docs:\/\/[^`\s]+)`/g)) {
        const address = match[1] ?? "";
        if (address.endsWith("#openapi") || address.endsWith("#completa") || /[<{]/.test(address)) continue;
        await read(address);
      }
    }
    expect(measured.length).toBeGreaterThan(60);
    expect(over(measured)).toEqual([]);
  }, 60_000);

  it("prompts for every module, guide and endpoint", async () => {
    const measured: Measured[] = [];
    const prompt = async (name: string, args: Record<string, string>) => measured.push({ label: `${name} ${JSON.stringify(args)}`, bytes: size(await client.getPrompt({ name, arguments: args })) });
    for (const modulo of MODULE_IDS) await prompt("docs_integrar_modulo", { modulo });
    for (const guide of GUIDES) await prompt("docs_revisar_guia", { guia: guide.id });
    for (const endpoint of endpointReference()) await prompt("docs_validar_payload", { api: "creditapi", opId: endpoint.operationId });
    expect(over(measured)).toEqual([]);
  }, 30_000);

  it("the whole OpenAPI document and a complete collection come whole, because they are asked by name", async () => {
    const openapi = await client.readResource({ uri: "docs://referencia/creditapi#openapi" });
    const json = openapi.contents.find((content) => content.mimeType === "application/json");
    expect(JSON.parse(json !== undefined && "text" in json ? json.text : "{}")).toMatchObject({ openapi: "3.1.0" });
    const collection = await client.readResource({ uri: "docs://collection/creditapi#completa" });
    expect(size(collection)).toBeGreaterThan(REPLY_LIMIT_BYTES);
  });
});
