/**
 * The spec's inventory, copied by hand from "Documentation server (read-only)", for the tests to compare
 * the server against. Kept apart from inventory.ts on purpose: a test that read the inventory to check the
 * inventory would prove nothing.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export const SPEC_TOOLS: Readonly<Record<string, { readonly required: readonly string[]; readonly optional: readonly string[] }>> = {
  docs_buscar_documentacao: { required: ["consulta"], optional: ["modulo", "escopo"] },
  docs_buscar_endpoints: { required: ["consulta"], optional: ["api"] },
  docs_campo: { required: ["campo"], optional: ["api"] },
  docs_catalogo_mcp: { required: [], optional: [] },
  docs_contexto_modulo: { required: ["modulo"], optional: ["parte"] },
  docs_endpoint_por_rota: { required: ["metodo", "rota"], optional: [] },
  docs_ler_guia: { required: ["id"], optional: [] },
  docs_listar_endpoints: { required: ["api"], optional: ["secao"] },
  docs_listar_modulos: { required: [], optional: [] },
  docs_montar_requisicao: { required: ["api", "opId"], optional: ["dados"] },
  docs_pendencias: { required: [], optional: [] },
  docs_referencia_endpoint: { required: ["api", "opId"], optional: [] },
  docs_tipos_operacao: { required: [], optional: ["tipo"] },
};

/**
 * Optional arguments this server adds to some tools (the spec names the required arguments and some optional
 * ones; an added optional argument keeps every spec-conformant call valid): `parte`, the page of a long answer.
 */
export const ADDED_OPTIONAL_ARGUMENTS: readonly string[] = ["parte"];

/** The spec's argument names are all there, required exactly as the spec says; anything else is an added optional one. */
export function conformsToSpec(tool: { name: string; inputSchema: { properties?: object; required?: string[] } }): boolean {
  const spec = SPEC_TOOLS[tool.name];
  if (spec === undefined) return false;
  const properties = Object.keys(tool.inputSchema.properties ?? {});
  const required = [...(tool.inputSchema.required ?? [])].sort();
  const named = [...spec.required, ...spec.optional];
  return (
    named.every((name) => properties.includes(name)) &&
    JSON.stringify(required) === JSON.stringify([...spec.required].sort()) &&
    properties.filter((name) => !named.includes(name)).every((name) => ADDED_OPTIONAL_ARGUMENTS.includes(name))
  );
}

export const SPEC_RESOURCES = [
  "docs://collection/{slug}",
  "docs://contexto/{modulo}",
  "docs://guia/{id}",
  "docs://llms.txt",
  "docs://referencia/{api}",
] as const;

export const SPEC_PROMPTS: Readonly<Record<string, readonly string[]>> = {
  docs_integrar_modulo: ["modulo"],
  docs_revisar_guia: ["guia"],
  docs_validar_payload: ["api", "opId"],
};

export const MARKER_PREFIX = "[DADOS DE DOCUMENTAÇÃO";

/** A valid CPF (check digits right), only ever used to prove it is refused. */
export const SAMPLE_CPF = "529.982.247-25";

/** A Price body that wrongly carries `termInMonths`, and an FGTS body that wrongly carries `numberOfPayments`. */
export function priceBodyWithTermInMonths() {
  return {
    productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
    legalPerson: false,
    amortization: {
      amortizationType: "price",
      requestedAmount: 150000,
      apr: 1.8,
      termInMonths: 24,
      firstPaymentDate: "2026-06-10T00:00:00Z",
      calculationType: "V360Meses",
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    },
  };
}

export function fgtsBodyWithNumberOfPayments() {
  return {
    productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03",
    legalPerson: false,
    amortization: {
      amortizationType: "fgts",
      requestedAmount: 300000,
      termInMonths: 24,
      numberOfPayments: 24,
      apr: 1.5,
      startDate: "2026-05-01T00:00:00Z",
      paymentMonth: "August",
    },
  };
}

/** An SDK client over HTTP; `fetch` may route to an in-process handler instead of the network. */
export async function connectClient(endpoint: string, fetchImplementation?: typeof fetch): Promise<Client> {
  const client = new Client({ name: "docs-server-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), fetchImplementation ? { fetch: fetchImplementation } : {});
  await client.connect(transport);
  return client;
}

/** The concrete documents `resources/list` shows besides docs://llms.txt (the templates' instances). */
export const LISTED_DOCUMENTS = [
  ...["consignado-privado", "fgts", "convencoes", "acompanhamento", "erros", "autenticacao", "sandbox"].map((id) => `docs://guia/${id}`),
  "docs://contexto/consignado-privado",
  "docs://contexto/fgts",
  "docs://collection/consignado-privado",
  "docs://collection/fgts",
  "docs://collection/creditapi",
  "docs://referencia/creditapi",
] as const;

/** The text of the first content block of a tool result. */
export function firstText(result: unknown): string {
  if (typeof result !== "object" || result === null || !("content" in result) || !Array.isArray(result.content)) return "";
  const [first] = result.content as unknown[];
  return typeof first === "object" && first !== null && "text" in first && typeof first.text === "string" ? first.text : "";
}
