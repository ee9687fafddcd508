/**
 * `docs_montar_requisicao`: without `dados`, a request template for the operation; with `dados`, the
 * payload checked with the contract's zod schemas, naming the fields of another calculation model.
 */
import { routes, type RouteEntry } from "@/lib/contract/routes";
import { findEndpoint } from "../reference/endpoints";
import type { EndpointReference } from "../reference/endpoints";
import { checkPayload, isPayloadValid, type PayloadCheck } from "../reference/payload-check";
import { requestTemplate } from "../reference/request-template";
import { parseJsonPayload } from "../safety";
import { codeList } from "../text";
import { apiGate, operationNotFound } from "./reference-tools";
import { answer, failure, type ToolAnswer, type ToolHandler } from "./tool-answer";

const modelNames = { "price/sac": "price/sac (consignado privado)", fgts: "fgts (antecipação FGTS)" } as const;

function routeOf(operationId: string): RouteEntry | undefined {
  return Object.values(routes).find((route) => route.operationId === operationId);
}

function renderTemplate(endpoint: EndpointReference): string {
  const template = requestTemplate(endpoint);
  const headers = Object.entries(template.headers).map(([name, value]) => `${name}: ${value}`);
  const sections = [
    `# Modelo de requisição: ${endpoint.summary} (\`${endpoint.operationId}\`)`,
    `\`\`\`http\n${template.method} ${template.url}\n${headers.join("\n")}\n\`\`\``,
  ];
  for (const body of template.bodies) {
    sections.push(`## Corpo: ${body.label}\n\n\`\`\`json\n${JSON.stringify(body.body, null, 2)}\n\`\`\``);
  }
  if (template.bodies.length === 0 && endpoint.queryParameters.length > 0) {
    sections.push(`Parâmetros de query: ${codeList(endpoint.queryParameters.map((parameter) => `${parameter.name}${parameter.required ? "" : "?"}`))}.`);
  }
  sections.push(
    [
      "Notas:",
      "- `{{...}}` são marcadores: substitua pelos valores das etapas anteriores (ids, firstPaymentDate) e pelos dados do tomador, que nunca passam por este servidor.",
      "- Unidades: `requestedAmount` e campos `...InCents` em centavos; `totalValue` e `registry_OriginalMargin` em reais; `apr` em % ao mês; datas UTC `YYYY-MM-DDTHH:MM:SSZ`.",
      "- O exemplo traz os obrigatórios e os opcionais que o contrato manda enviar; a referência completa está em `docs_referencia_endpoint`.",
      `- Para conferir um corpo: \`docs_montar_requisicao\` com api="creditapi", opId="${endpoint.operationId}" e dados.`,
    ].join("\n"),
  );
  return sections.join("\n\n");
}

function renderCheck(endpoint: EndpointReference, check: PayloadCheck): string {
  const valid = isPayloadValid(check);
  const problems = check.contractErrors.length + check.foreignFields.length;
  const sections = [
    `# Conferência: ${endpoint.method} ${endpoint.path} (\`${endpoint.operationId}\`)`,
    valid
      ? `**Resultado: ${check.target} válido pelo contrato.** Os mesmos schemas da API aceitam este ${check.target}.`
      : `**Resultado: ${check.target} inválido: ${problems} problema(s).** A API responderia 400 (application/problem+json) com estes itens em errors[].`,
  ];
  if (check.foreignFields.length > 0) {
    const lines = check.foreignFields.map(
      (field) =>
        `- \`${field.field}\`: ${field.message}. Campo de outro modelo de cálculo: o corpo declara o modelo ${modelNames[field.declaredModel]} (amortizationType).`,
    );
    sections.push(`## Campos de outro modelo de cálculo\n\n${lines.join("\n")}`);
  }
  if (check.contractErrors.length > 0) {
    const lines = check.contractErrors.map((error) => `- \`${error.field === "" ? "(corpo)" : error.field}\`: ${error.message}`);
    sections.push(`## Problemas de contrato\n\n${lines.join("\n")}`);
  }
  if (check.productFindings.length > 0) {
    const lines = check.productFindings.map((finding) => `- \`${finding.field}\`: ${finding.message}`);
    sections.push(`## Regras do produto (a API confere depois do contrato)\n\n${lines.join("\n")}`);
  }
  if (check.placeholders.length > 0) {
    sections.push(`Marcadores aceitos sem conferência: ${codeList(check.placeholders.map((path) => path || "(corpo)"))}.`);
  }
  sections.push(
    "Não conferido aqui (só a API, com os dados reais): vínculo do tomador, autorização e margem, limite anual do FGTS, status da operação.",
  );
  return sections.join("\n\n");
}

export const montarRequisicao: ToolHandler<"docs_montar_requisicao"> = ({ api, opId, dados }): ToolAnswer => {
  const gate = apiGate(api);
  if (gate) return gate;
  const endpoint = findEndpoint(opId);
  const route = endpoint === undefined ? undefined : routeOf(endpoint.operationId);
  if (endpoint === undefined || route === undefined) return operationNotFound(opId);
  if (dados === undefined || dados === null || dados === "") return answer(renderTemplate(endpoint));
  const payload = typeof dados === "string" ? parseJsonPayload(dados) : dados;
  if (payload === undefined) {
    return failure("`dados` não é JSON: envie o corpo como objeto ou lista JSON (ou o texto de um JSON que comece por { ou [).");
  }
  if (route.body === undefined && (route.query === undefined && route.params === undefined)) {
    return answer(`${endpoint.method} ${endpoint.path} não tem corpo nem parâmetros: não há o que conferir.\n\n${renderTemplate(endpoint)}`);
  }
  return answer(renderCheck(endpoint, checkPayload(route, payload)));
};
