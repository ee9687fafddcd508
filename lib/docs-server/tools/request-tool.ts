/**
 * `docs_montar_requisicao`: without `dados`, a request template for the operation; with `dados`, the
 * payload checked with the contract's zod schemas, the API's own calculation and the pipeline's
 * requirements: each issue with its JSON path, rule, when it would be refused and how to fix it.
 */
import { routes, type RouteEntry } from "@/lib/contract/routes";
import { type EndpointReference, findEndpoint } from "../reference/endpoints";
import { checkPayload, type PayloadCheck } from "../reference/payload-check";
import type { PayloadIssue } from "../reference/plausibility";
import { requestTemplate } from "../reference/request-template";
import { parseJsonPayload } from "../safety";
import { codeList } from "../text";
import type { ToolOutput } from "./output-schemas";
import { apiGate, operationNotFound } from "./reference-tools";
import { answer, failure, type ToolAnswer, type ToolHandler } from "./tool-answer";

type Output = ToolOutput<"docs_montar_requisicao">;

function routeOf(operationId: string): RouteEntry | undefined {
  return Object.values(routes).find((route) => route.operationId === operationId);
}

function renderTemplate(endpoint: EndpointReference): { text: string; structured: NonNullable<Output["modelo"]> } {
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
  return {
    text: sections.join("\n\n"),
    structured: {
      url: template.url,
      cabecalhos: { ...template.headers },
      corpos: template.bodies.map((body) => ({ rotulo: body.label, ...(body.product !== undefined && { productId: body.product.id }), corpo: body.body })),
    },
  };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function issueLine(issue: PayloadIssue): string {
  const when = issue.when === undefined ? "" : ` Quando: ${sentence(issue.when)}`;
  const fix = issue.fix === issue.message ? "" : ` Como corrigir: ${sentence(issue.fix)}`;
  return `- \`${issue.field === "" ? "(corpo)" : issue.field}\` [${issue.rule}]: ${sentence(issue.message)}${when}${fix}`;
}

function issueStructure(issue: PayloadIssue): NonNullable<Output["conferencia"]>["problemas"][number] {
  return { caminho: issue.field, regra: issue.rule, mensagem: issue.message, correcao: issue.fix, ...(issue.when !== undefined && { quando: issue.when }) };
}

function verdict(check: PayloadCheck): string {
  const target = check.target;
  if (!check.contractValid) {
    const count = check.problems.filter((problem) => problem.rule === "contrato" || problem.rule === "campo-de-outro-modelo").length;
    return `**Resultado: ${target} inválido: ${count} problema(s) de contrato.** A API responderia 400 (application/problem+json) com estes itens em errors[].`;
  }
  if (!check.acceptedByApi) {
    return `**Resultado: ${target} válido pelo contrato, mas a API o recusaria nesta chamada** (regras do produto, conferidas depois do contrato).`;
  }
  if (check.warnings.length > 0) {
    return `**Resultado: ${target} válido, com ${check.warnings.length} aviso(s):** a API aceita esta chamada, mas veja abaixo o que seria recusado depois ou parece errado.`;
  }
  return `**Resultado: ${target} válido pelo contrato.** Os mesmos schemas e regras de produto da API aceitam este ${target}.`;
}

function renderCheck(endpoint: EndpointReference, check: PayloadCheck): string {
  const foreign = check.problems.filter((problem) => problem.rule === "campo-de-outro-modelo");
  const contract = check.problems.filter((problem) => problem.rule === "contrato");
  const product = check.problems.filter((problem) => problem.rule !== "contrato" && problem.rule !== "campo-de-outro-modelo");
  const sections = [`# Conferência: ${endpoint.method} ${endpoint.path} (\`${endpoint.operationId}\`)`, verdict(check)];
  if (foreign.length > 0) sections.push(`## Campos de outro modelo de cálculo\n\n${foreign.map(issueLine).join("\n")}`);
  if (contract.length > 0) sections.push(`## Problemas de contrato\n\n${contract.map(issueLine).join("\n")}`);
  if (product.length > 0) sections.push(`## Regras do produto (a API confere depois do contrato, na mesma chamada)\n\n${product.map(issueLine).join("\n")}`);
  if (check.warnings.length > 0) sections.push(`## Avisos: o que seria recusado depois, ou parece errado\n\n${check.warnings.map(issueLine).join("\n")}`);
  if (check.placeholders.length > 0) {
    sections.push(`Marcadores aceitos sem conferência: ${codeList(check.placeholders.map((path) => path || "(corpo)"))}.`);
  }
  sections.push(
    "Não conferido aqui (só a API, com os dados reais): vínculo do tomador, autorização e margem atual, saldo FGTS e adesão ao saque-aniversário, limite anual do FGTS, status da operação.",
  );
  return sections.join("\n\n");
}

export const montarRequisicao: ToolHandler<"docs_montar_requisicao"> = ({ api, opId, dados }): ToolAnswer<"docs_montar_requisicao"> => {
  const gate = apiGate<"docs_montar_requisicao">(api);
  if (gate) return gate;
  const endpoint = findEndpoint(opId);
  const route = endpoint === undefined ? undefined : routeOf(endpoint.operationId);
  if (endpoint === undefined || route === undefined) return operationNotFound(opId);
  const identity = { api: "creditapi", publicada: true, opId: endpoint.operationId, metodo: endpoint.method, rota: endpoint.path };
  if (dados === undefined || dados === null || dados === "") {
    const template = renderTemplate(endpoint);
    return answer(template.text, { ...identity, modo: "modelo", modelo: template.structured });
  }
  const payload = typeof dados === "string" ? parseJsonPayload(dados) : dados;
  if (payload === undefined) {
    return failure("`dados` não é JSON: envie o corpo como objeto ou lista JSON (ou o texto de um JSON que comece por { ou [).");
  }
  if (route.body === undefined && route.query === undefined && route.params === undefined) {
    const template = renderTemplate(endpoint);
    return answer(`${endpoint.method} ${endpoint.path} não tem corpo nem parâmetros: não há o que conferir.\n\n${template.text}`, {
      ...identity,
      modo: "modelo",
      modelo: template.structured,
    });
  }
  const check = checkPayload(route, payload);
  return answer(renderCheck(endpoint, check), {
    ...identity,
    modo: "conferencia",
    conferencia: {
      alvo: check.target,
      valido: check.contractValid,
      aceitoPelaApi: check.acceptedByApi,
      problemas: check.problems.map(issueStructure),
      avisos: check.warnings.map(issueStructure),
      marcadores: [...check.placeholders],
    },
  });
};
