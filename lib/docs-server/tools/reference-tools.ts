/** Reference tools: field lookup, endpoint by route, endpoint listing and one endpoint's reference. */
import { lookupApi } from "../apis";
import { closestNames, codeList } from "../text";
import { endpointReference, endpointsOfSection, findEndpoint, findEndpointByRoute, REFERENCE_SECTIONS } from "../reference/endpoints";
import { type FieldMeaning, lookupField, similarFieldNames } from "../reference/fields";
import { endpointLine, renderEndpoint } from "../reference/render";
import { answer, failure, type ToolAnswer, type ToolHandler } from "./tool-answer";

/** `api` handling shared by the reference tools: other products answer plainly, unknown ones fail. */
export function apiGate(api: string | undefined): ToolAnswer | undefined {
  const lookup = lookupApi(api);
  if (lookup.kind === "other-product") return answer(lookup.message);
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

export const campo: ToolHandler<"docs_campo"> = ({ campo: name, api }) => {
  const gate = apiGate(api);
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
  return answer(sections.join("\n\n"));
};

export const endpointPorRota: ToolHandler<"docs_endpoint_por_rota"> = ({ metodo, rota }) => {
  const method = metodo.trim().toUpperCase();
  const match = findEndpointByRoute(method, rota);
  if (match.endpoint) return answer(renderEndpoint(match.endpoint));
  if (match.otherMethods.length > 0) {
    return failure(`A rota ${rota.slice(0, 120)} existe, mas não com ${method.slice(0, 10)}: use ${match.otherMethods.join(" ou ")}.`);
  }
  return failure(
    `Endpoint não encontrado: ${method.slice(0, 10)} ${rota.slice(0, 120)}. Rotas de creditapi começam com /v1 (e /oauth/token); veja docs_listar_endpoints. Outros produtos não fazem parte desta documentação.`,
  );
};

export const listarEndpoints: ToolHandler<"docs_listar_endpoints"> = ({ api, secao }) => {
  const gate = apiGate(api);
  if (gate) return gate;
  const wanted = secao?.trim().toLowerCase();
  if (wanted !== undefined && wanted !== "") {
    const section = REFERENCE_SECTIONS.find((candidate) => candidate === wanted);
    if (section === undefined) return failure(`Seção não encontrada: "${secao?.slice(0, 40)}". Seções: ${REFERENCE_SECTIONS.join(", ")}.`);
    return answer(`# creditapi: seção ${section}\n\n${endpointsOfSection(section).map(endpointLine).join("\n")}`);
  }
  const sections = REFERENCE_SECTIONS.map((section) => `## ${section}\n\n${endpointsOfSection(section).map(endpointLine).join("\n")}`);
  return answer(`# creditapi: ${endpointReference().length} endpoints\n\n${sections.join("\n\n")}`);
};

export function operationNotFound(opId: string): ToolAnswer {
  const suggestions = closestNames(opId, endpointReference().map((endpoint) => endpoint.operationId));
  return failure(
    `opId não encontrado em creditapi: "${opId.slice(0, 80)}".${suggestions.length > 0 ? ` Parecidos: ${codeList(suggestions)}.` : ""} Veja docs_listar_endpoints.`,
  );
}

export const referenciaEndpoint: ToolHandler<"docs_referencia_endpoint"> = ({ api, opId }) => {
  const gate = apiGate(api);
  if (gate) return gate;
  const endpoint = findEndpoint(opId);
  return endpoint === undefined ? operationNotFound(opId) : answer(renderEndpoint(endpoint));
};

