/** Reference tools: field lookup, endpoint by route, endpoint listing and one endpoint's reference. */
import { lookupApi } from "../apis";
import { closestNames, codeList } from "../text";
import { type EndpointReference, endpointReference, endpointsOfSection, findEndpoint, findEndpointByRoute, REFERENCE_SECTIONS } from "../reference/endpoints";
import { type FieldMeaning, lookupField, similarFieldNames } from "../reference/fields";
import { endpointLine, renderEndpoint } from "../reference/render";
import type { ToolName } from "../inventory";
import type { ToolOutput } from "./output-schemas";
import { answer, failure, type ToolAnswer, type ToolHandler } from "./tool-answer";

type ApiTool = "docs_buscar_endpoints" | "docs_campo" | "docs_listar_endpoints" | "docs_montar_requisicao" | "docs_referencia_endpoint";

/** `api` handling shared by the reference tools: other products answer plainly, unknown ones fail. */
export function apiGate<T extends ApiTool & ToolName>(api: string | undefined): ToolAnswer<T> | undefined {
  const lookup = lookupApi(api);
  if (lookup.kind === "other-product") {
    return answer<T>(lookup.message, { api: lookup.api, publicada: false, mensagem: lookup.message } as ToolOutput<T>);
  }
  if (lookup.kind === "unknown") return failure(lookup.message);
  return undefined;
}

function listOfUses(uses: FieldMeaning["uses"]): string {
  return uses.map((use) => `\`${use.operationId}\` (${use.method} ${use.route}${use.location === "resposta" ? "" : `, ${use.location}`})`).join("; ");
}

function renderMeaning(meaning: FieldMeaning): string {
  const { field } = meaning;
  const sent = meaning.uses.filter((use) => use.location !== "resposta");
  const returned = meaning.uses.filter((use) => use.location === "resposta");
  const lines = [
    `### \`${field.path}\`${field.variant ? ` no modelo ${field.variant}` : ""}`,
    field.forbidden ? `- **Não envie**: ${(field.description ?? "").replace(/^Não envie:\s*/, "")}` : `- Tipo: ${field.type}`,
    ...(field.forbidden ? [] : [`- Obrigatório: ${field.required ? "sim" : "não"}`]),
    ...(field.enumValues ? [`- Valores aceitos: ${codeList(field.enumValues)}`] : []),
    ...(!field.forbidden && field.description ? [`- Regra: ${field.description}`] : []),
    ...(sent.length > 0 ? [`- ${field.forbidden ? "Recusado em" : "Enviado em"}: ${listOfUses(sent)}`] : []),
    ...(returned.length > 0 ? [`- Devolvido em: ${listOfUses(returned)}`] : []),
  ];
  return lines.join("\n");
}

function meaningStructure(meaning: FieldMeaning): NonNullable<ToolOutput<"docs_campo">["significados"]>[number] {
  const { field } = meaning;
  return {
    caminho: field.path,
    nome: field.name,
    tipo: field.type,
    obrigatorio: field.required,
    ...(field.enumValues !== undefined && { valores: [...field.enumValues] }),
    ...(field.description !== undefined && { regra: field.description }),
    ...(field.variant !== undefined && { modelo: field.variant }),
    proibido: field.forbidden,
    usos: meaning.uses.map((use) => ({ opId: use.operationId, local: use.location })),
  };
}

export const campo: ToolHandler<"docs_campo"> = ({ campo: name, api }) => {
  const gate = apiGate<"docs_campo">(api);
  if (gate) return gate;
  const meanings = lookupField(name);
  if (meanings.length === 0) {
    const suggestions = similarFieldNames(name);
    return failure(
      `Campo não encontrado no contrato de creditapi: "${name.slice(0, 80)}".${suggestions.length > 0 ? ` Campos parecidos: ${codeList(suggestions)}.` : ""} Use docs_buscar_documentacao para buscar por assunto.`,
    );
  }
  const requests = meanings.filter((meaning) => meaning.uses.some((use) => use.location !== "resposta"));
  const responses = meanings.filter((meaning) => meaning.uses.every((use) => use.location === "resposta"));
  const sections = [`# Campo \`${name}\``];
  if (requests.length > 0) sections.push("## Em requisições", ...requests.map(renderMeaning));
  if (responses.length > 0) sections.push("## Em respostas", ...responses.map(renderMeaning));
  return answer(sections.join("\n\n"), { campo: name, api: "creditapi", publicada: true, significados: meanings.map(meaningStructure) });
};

/** The facts of an endpoint a client acts on, without the prose: the text carries the full tables. */
export function endpointStructure(endpoint: EndpointReference): ToolOutput<"docs_referencia_endpoint"> {
  const body = endpoint.body;
  return {
    api: "creditapi",
    publicada: true,
    opId: endpoint.operationId,
    metodo: endpoint.method,
    rota: endpoint.path,
    resumo: endpoint.summary,
    secao: endpoint.tag,
    produtos: [...endpoint.products],
    autenticacao: endpoint.auth,
    idempotencia: endpoint.idempotencyKey,
    parametros: [
      ...endpoint.pathParameters.map((field) => ({ nome: field.name, local: "rota" as const, tipo: field.type, obrigatorio: field.required })),
      ...endpoint.queryParameters.map((field) => ({ nome: field.name, local: "query" as const, tipo: field.type, obrigatorio: field.required })),
    ],
    ...(body !== undefined && {
      corpo: {
        tiposDeMidia: [...body.mediaTypes],
        obrigatorios: [...new Set(body.fields.filter((field) => field.required && !field.forbidden).map((field) => (field.variant ? `${field.path} (${field.variant})` : field.path)))],
        naoEnvie: [...new Set(body.fields.filter((field) => field.forbidden).map((field) => (field.variant ? `${field.path} (${field.variant})` : field.path)))],
      },
    }),
    resposta: { tipo: endpoint.response.type, descricao: endpoint.response.description },
    erros: endpoint.errors.map((error) => ({ status: error.status, quando: error.description })),
    uri: `docs://referencia/creditapi#${endpoint.operationId}`,
  };
}

export const endpointPorRota: ToolHandler<"docs_endpoint_por_rota"> = ({ metodo, rota }) => {
  const method = metodo.trim().toUpperCase();
  const match = findEndpointByRoute(method, rota);
  if (match.endpoint) return answer(renderEndpoint(match.endpoint), endpointStructure(match.endpoint));
  if (match.otherMethods.length > 0) {
    return failure(`A rota ${rota.slice(0, 120)} existe, mas não com ${method.slice(0, 10)}: use ${match.otherMethods.join(" ou ")}.`);
  }
  return failure(
    `Endpoint não encontrado: ${method.slice(0, 10)} ${rota.slice(0, 120)}. Rotas de creditapi começam com /v1 (e /oauth/token); veja docs_listar_endpoints. Outros produtos não fazem parte desta documentação.`,
  );
};

function listed(endpoints: readonly EndpointReference[]): NonNullable<ToolOutput<"docs_listar_endpoints">["endpoints"]> {
  return endpoints.map((endpoint) => ({
    opId: endpoint.operationId,
    metodo: endpoint.method,
    rota: endpoint.path,
    resumo: endpoint.summary,
    secao: endpoint.tag,
    produtos: [...endpoint.products],
  }));
}

export const listarEndpoints: ToolHandler<"docs_listar_endpoints"> = ({ api, secao }) => {
  const gate = apiGate<"docs_listar_endpoints">(api);
  if (gate) return gate;
  const wanted = secao?.trim().toLowerCase();
  if (wanted !== undefined && wanted !== "") {
    const section = REFERENCE_SECTIONS.find((candidate) => candidate === wanted);
    if (section === undefined) return failure(`Seção não encontrada: "${secao?.slice(0, 40)}". Seções: ${REFERENCE_SECTIONS.join(", ")}.`);
    const endpoints = endpointsOfSection(section);
    return answer(`# creditapi: seção ${section}\n\n${endpoints.map(endpointLine).join("\n")}`, {
      api: "creditapi",
      publicada: true,
      secao: section,
      total: endpoints.length,
      endpoints: listed(endpoints),
    });
  }
  const sections = REFERENCE_SECTIONS.map((section) => `## ${section}\n\n${endpointsOfSection(section).map(endpointLine).join("\n")}`);
  return answer(`# creditapi: ${endpointReference().length} endpoints\n\n${sections.join("\n\n")}`, {
    api: "creditapi",
    publicada: true,
    total: endpointReference().length,
    endpoints: listed(endpointReference()),
  });
};

export function operationNotFound(opId: string): { readonly text: string; readonly isError: true } {
  const suggestions = closestNames(opId, endpointReference().map((endpoint) => endpoint.operationId));
  return failure(
    `opId não encontrado em creditapi: "${opId.slice(0, 80)}".${suggestions.length > 0 ? ` Parecidos: ${codeList(suggestions)}.` : ""} Veja docs_listar_endpoints.`,
  );
}

export const referenciaEndpoint: ToolHandler<"docs_referencia_endpoint"> = ({ api, opId }) => {
  const gate = apiGate<"docs_referencia_endpoint">(api);
  if (gate) return gate;
  const endpoint = findEndpoint(opId);
  return endpoint === undefined ? operationNotFound(opId) : answer(renderEndpoint(endpoint), endpointStructure(endpoint));
};
