/**
 * The documentation server on the real production server, through the MCP SDK's own client over HTTP:
 * inventory, every tool, resource and prompt, the HTTP answers (405, 406) and the refusals.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  conformsToSpec,
  connectClient,
  fgtsBodyWithNumberOfPayments,
  firstText,
  LISTED_DOCUMENTS,
  MARKER_PREFIX,
  priceBodyWithTermInMonths,
  SAMPLE_CPF,
  SPEC_PROMPTS,
  SPEC_RESOURCES,
  SPEC_TOOLS,
} from "@/lib/docs-server/test-fixtures";

const baseUrl = inject("baseUrl");
const endpoint = `${baseUrl}/mcp`;
let client: Client;

beforeAll(async () => {
  client = await connectClient(endpoint);
});

afterAll(async () => {
  await client.close();
});

async function callTool(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, text: firstText(result), structured: result.structuredContent as Record<string, unknown> | undefined };
}

describe("HTTP", () => {
  it("GET /mcp (a browser) answers 405 with Allow: POST", async () => {
    const response = await fetch(endpoint, { headers: { accept: "text/html" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("DELETE /mcp answers 405: there is no session", async () => {
    const response = await fetch(endpoint, { method: "DELETE" });
    expect(response.status).toBe(405);
  });

  it("POST without Accept: application/json, text/event-stream answers 406", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(406);
  });

  it("POST tools/list with the spec's headers answers the 13 tools, without a session", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const body = (await response.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools).toHaveLength(13);
  });

  it("GET /mcp/status.json has the spec's fields", async () => {
    const response = await fetch(`${baseUrl}/mcp/status.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      servidor: "credito-parceiros-docs",
      versao: "1.0.0",
      endpoint,
      transporte: "streamable-http",
      somenteLeitura: true,
    });
  });

  it("GET /mcp/status shows the status and both client configurations", async () => {
    const response = await fetch(`${baseUrl}/mcp/status`);
    expect(response.status).toBe(200);
    // React escapes quotes and separates adjacent text with comments.
    const html = (await response.text()).replaceAll("&quot;", '"').replaceAll("<!-- -->", "");
    expect(html).toContain("Servidor de documentação");
    expect(html).toContain('"mcpServers"');
    expect(html).toContain('"servers"');
    expect(html).toContain('"type": "http"');
    expect(html).toContain(`"url": "${endpoint}"`);
    expect(html).toContain("13 ferramentas, 5 recursos, 3 prompts");
  });
});

describe("inventory, as an MCP client configured with the status page's object sees it", () => {
  it("13 tools with the spec's names and argument names (plus the optional `parte`), each with an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(SPEC_TOOLS).sort());
    for (const tool of tools) {
      expect(conformsToSpec(tool), tool.name).toBe(true);
      expect(tool.outputSchema?.type).toBe("object");
    }
  });

  it("5 resources: docs://llms.txt and four templates; resources/list also shows the documents behind them", async () => {
    const { resources } = await client.listResources();
    const { resourceTemplates } = await client.listResourceTemplates();
    expect([...resourceTemplates.map((template) => template.uriTemplate), "docs://llms.txt"].sort()).toEqual([...SPEC_RESOURCES].sort());
    expect(resources.map((resource) => resource.uri).sort()).toEqual(["docs://llms.txt", ...LISTED_DOCUMENTS].sort());
  });

  it("3 prompts with the spec's argument names", async () => {
    const { prompts } = await client.listPrompts();
    expect(Object.fromEntries(prompts.map((prompt) => [prompt.name, prompt.arguments?.map((argument) => argument.name)]))).toEqual(SPEC_PROMPTS);
  });
});

describe("every tool answers with real content, opening with the data marker", () => {
  const cases: readonly [string, Record<string, unknown>, RegExp][] = [
    ["docs_buscar_documentacao", { consulta: "termo de consentimento FGTS", modulo: "fgts", escopo: "guias" }, /fgts#termo-de-consentimento/],
    ["docs_buscar_endpoints", { consulta: "URL de assinatura", api: "creditapi" }, /getCreditNoteSignUrl/],
    ["docs_campo", { campo: "registry_DiscountStartPeriod" }, /competência \(YYYY-MM-01\)[\s\S]*Obrigatório: sim[\s\S]*createCreditNote/],
    ["docs_catalogo_mcp", {}, /Ferramentas \(13\)[\s\S]*Recursos \(5\)[\s\S]*Prompts \(3\)/],
    ["docs_contexto_modulo", { modulo: "consignado-privado", parte: "fluxo" }, /queryFreeMargin[\s\S]*createCreditNote/],
    ["docs_endpoint_por_rota", { metodo: "post", rota: "/v1/CreditNote/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f/submitapproval" }, /submitCreditNoteForApproval/],
    ["docs_ler_guia", { id: "fgts" }, /# Guia de integração: antecipação do saque-aniversário FGTS[\s\S]*WarrantyRevision/],
    ["docs_listar_endpoints", { api: "creditapi", secao: "consignado-privado" }, /POST \/v1\/RegistryEmployee\/FreeMarginQuery/],
    ["docs_listar_modulos", {}, /0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03/],
    ["docs_montar_requisicao", { api: "creditapi", opId: "createCreditNote" }, /"amortizationType": "fgts"/],
    ["docs_pendencias", {}, /Paginação[\s\S]*page[\s\S]*Sandbox/],
    ["docs_referencia_endpoint", { api: "creditapi", opId: "simulateAmortization" }, /legalPerson[\s\S]*AmortizationPlan/],
    ["docs_tipos_operacao", { tipo: "refinanciamento" }, /RegistryEmployeeRefinance/],
  ];

  it("covers every tool of the inventory", () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(SPEC_TOOLS).sort());
  });

  it.each(cases)("%s", async (name, args, expected) => {
    const { isError, text, structured } = await callTool(name, args);
    expect(isError).toBe(false);
    expect(text.startsWith(MARKER_PREFIX)).toBe(true);
    expect(text).toMatch(expected);
    // The SDK client checked the structured content against the tool's output schema.
    expect(structured).toBeDefined();
  });

  it("docs_montar_requisicao flags termInMonths in a Price body", async () => {
    const { text } = await callTool("docs_montar_requisicao", { api: "creditapi", opId: "simulateAmortization", dados: priceBodyWithTermInMonths() });
    expect(text).toMatch(/`amortization\.termInMonths` \[campo-de-outro-modelo\]: termInMonths pertence ao modelo FGTS; não envie no modelo price\/sac/);
  });

  it("docs_montar_requisicao flags numberOfPayments in an FGTS body", async () => {
    const { text } = await callTool("docs_montar_requisicao", { api: "creditapi", opId: "simulateAmortization", dados: fgtsBodyWithNumberOfPayments() });
    expect(text).toMatch(/`amortization\.numberOfPayments` \[campo-de-outro-modelo\]: numberOfPayments pertence ao modelo price\/sac/);
  });

  it("docs_montar_requisicao warns about what the API or the pipeline refuses later", async () => {
    const { text, structured } = await callTool("docs_montar_requisicao", {
      api: "creditapi",
      opId: "createCreditNote",
      dados: {
        productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03",
        personId: "{{personId}}",
        bankAccountId: "{{bankAccountId}}",
        liquidationType: "EletronicTransfer",
        amortization: { amortizationType: "fgts", requestedAmount: 60000, termInMonths: 24, apr: 1.49, startDate: "2026-05-04T00:00:00Z", paymentMonth: "August" },
        uploads: [],
      },
    });
    expect(text).toContain("válido, com 1 aviso(s)");
    expect(structured).toMatchObject({ conferencia: { valido: true, aceitoPelaApi: true, avisos: [{ caminho: "uploads", regra: "termo-de-consentimento" }] } });
  });

  it("docs_buscar_documentacao answers the issue's questions first, with the sentence and its anchor", async () => {
    const { structured } = await callTool("docs_buscar_documentacao", { consulta: "o que fazer quando a operação volta em WarrantyRevision" });
    const [first] = (structured as { resultados: { ancora: string; trecho: string }[] }).resultados;
    expect(first?.ancora).toBe("acompanhamento#warrantyrevision");
    expect(first?.trecho).not.toMatch(/^\|/);
  });
});

describe("every resource reads, opening with the data marker", () => {
  const uris = [
    "docs://llms.txt",
    "docs://collection/consignado-privado",
    "docs://collection/fgts",
    "docs://collection/creditapi",
    "docs://collection/fgts#1",
    "docs://contexto/consignado-privado",
    "docs://contexto/fgts",
    "docs://contexto/fgts#calculo",
    ...["consignado-privado", "fgts", "convencoes", "acompanhamento", "erros", "autenticacao", "sandbox"].map((id) => `docs://guia/${id}`),
    "docs://guia/fgts#limites",
    "docs://referencia/creditapi",
    "docs://referencia/creditapi#createCreditNote",
    "docs://referencia/creditapi#openapi",
    "docs://referencia/billingapi",
    "docs://referencia/bankingapi",
  ];

  it.each(uris)("%s", async (uri) => {
    const { contents } = await client.readResource({ uri });
    const [first] = contents;
    expect(first && "text" in first ? first.text : "").toMatch(new RegExp(`^\\${MARKER_PREFIX}`));
  });

  it("a collection is a Postman v2.1 collection of the module's flow, whole when asked by name", async () => {
    const { contents } = await client.readResource({ uri: "docs://collection/fgts#completa" });
    const json = contents.find((content) => content.mimeType === "application/json");
    const collection = JSON.parse(json && "text" in json ? json.text : "{}") as { info: { schema: string }; item: { item: { name: string }[] }[] };
    expect(collection.info.schema).toContain("v2.1.0");
    expect(collection.item.flatMap((folder) => folder.item.map((item) => item.name)).join(" ")).toContain("createCreditNote");
    const summary = await client.readResource({ uri: "docs://collection/fgts" });
    expect(summary.contents[0] && "text" in summary.contents[0] ? summary.contents[0].text : "").toContain("docs://collection/fgts#1");
  });

  it("the creditapi reference is an index of endpoints with the OpenAPI document by name; other products say they are not part of it", async () => {
    const index = await client.readResource({ uri: "docs://referencia/creditapi" });
    expect(index.contents[0] && "text" in index.contents[0] ? index.contents[0].text : "").toContain("docs://referencia/creditapi#getCreditNoteSignUrl");
    const credit = await client.readResource({ uri: "docs://referencia/creditapi#openapi" });
    const openapi = credit.contents.find((content) => content.mimeType === "application/json");
    expect(JSON.parse(openapi && "text" in openapi ? openapi.text : "{}")).toMatchObject({ openapi: "3.1.0" });
    const billing = await client.readResource({ uri: "docs://referencia/billingapi" });
    expect(billing.contents[0] && "text" in billing.contents[0] ? billing.contents[0].text : "").toContain("não faz parte deste produto");
  });
});

describe("every prompt", () => {
  it.each([
    ["docs_integrar_modulo", { modulo: "fgts" }],
    ["docs_revisar_guia", { guia: "consignado-privado" }],
    ["docs_validar_payload", { api: "creditapi", opId: "createCreditNote" }],
  ] as const)("%s returns the reference data first, then the task", async (name, args) => {
    const { messages } = await client.getPrompt({ name, arguments: args });
    expect(messages).toHaveLength(2);
    const [data, task] = messages.map((message) => (message.content.type === "text" ? message.content.text : ""));
    expect(data?.startsWith(MARKER_PREFIX)).toBe(true);
    expect(task).toMatch(/docs_/);
  });
});

describe("refusals", () => {
  it("refuses a CPF in a search", async () => {
    const { isError, text } = await callTool("docs_buscar_documentacao", { consulta: `situação do CPF ${SAMPLE_CPF}` });
    expect(isError).toBe(true);
    expect(text).toContain("parece conter um CPF");
    expect(text).not.toContain(SAMPLE_CPF);
  });

  it("refuses a token in a route", async () => {
    const { isError, text } = await callTool("docs_endpoint_por_rota", { metodo: "GET", rota: "/v1/CreditNote?access_token=abc123def456ghi789" });
    expect(isError).toBe(true);
    expect(text).toContain("Argumento recusado: `rota`");
  });

  it("refuses personal data inside a payload", async () => {
    const { isError, text } = await callTool("docs_montar_requisicao", {
      api: "creditapi",
      opId: "createNaturalPerson",
      dados: { registrationNumber: "{{cpf}}", name: "{{nome}}", birthDate: "1990-04-15", email: "maria@gmail.com" },
    });
    expect(isError).toBe(true);
    expect(text).toContain("birthDate");
  });

  it("answers another product like a missing page", async () => {
    const tool = await callTool("docs_contexto_modulo", { modulo: "cartao" });
    expect(tool.isError).toBe(true);
    expect(tool.text).toContain("não encontrado");
    await expect(client.readResource({ uri: "docs://guia/imobiliario" })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining(MARKER_PREFIX) });
    await expect(client.getPrompt({ name: "docs_integrar_modulo", arguments: { modulo: "cartao" } })).rejects.toThrow(/não encontrado/);
  });

  it("answers billingapi as not part of this product", async () => {
    const { isError, text } = await callTool("docs_listar_endpoints", { api: "billingapi" });
    expect(isError).toBe(false);
    expect(text).toContain("não faz parte deste produto");
  });
});
