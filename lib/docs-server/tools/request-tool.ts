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
import { partNumber } from "../paging";
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

const SECTION_TITLES = {
  foreign: "Campos de outro modelo de cálculo",
  contract: "Problemas de contrato",
  product: "Regras do produto (a API confere depois do contrato, na mesma chamada)",
  warning: "Avisos: o que seria recusado depois, ou parece errado",
} as const;

type SectionKey = keyof typeof SECTION_TITLES;

interface ListedIssue {
  readonly issue: PayloadIssue;
  readonly section: SectionKey;
}

/** A part of a long check holds issues worth at most this many bytes (text and structure together). */
const ISSUES_PER_PART_BYTES = 9_000;

function listedIssues(check: PayloadCheck): ListedIssue[] {
  const sectionOf = (issue: PayloadIssue): SectionKey => (issue.rule === "campo-de-outro-modelo" ? "foreign" : issue.rule === "contrato" ? "contract" : "product");
  const problems = check.problems.map((issue) => ({ issue, section: sectionOf(issue) }));
  const order: readonly SectionKey[] = ["foreign", "contract", "product"];
  return [...order.flatMap((key) => problems.filter((entry) => entry.section === key)), ...check.warnings.map((issue) => ({ issue, section: "warning" as const }))];
}

/** The issues in parts, packed in order; a check with few issues is one part. */
function issueParts(issues: readonly ListedIssue[]): ListedIssue[][] {
  const parts: ListedIssue[][] = [[]];
  let size = 0;
  for (const entry of issues) {
    const cost = Buffer.byteLength(issueLine(entry.issue)) + Buffer.byteLength(JSON.stringify(issueStructure(entry.issue)));
    const current = parts[parts.length - 1] as ListedIssue[];
    if (current.length > 0 && size + cost > ISSUES_PER_PART_BYTES) {
      parts.push([entry]);
      size = cost;
    } else {
      current.push(entry);
      size += cost;
    }
  }
  return parts;
}

function renderCheckPart(endpoint: EndpointReference, check: PayloadCheck, parts: readonly ListedIssue[][], index: number, next?: string): string {
  const part = parts[index] ?? [];
  const sections = [`# Conferência: ${endpoint.method} ${endpoint.path} (\`${endpoint.operationId}\`)`, verdict(check)];
  const before = new Set(parts.slice(0, index).flat().map((entry) => entry.section));
  for (const key of Object.keys(SECTION_TITLES) as SectionKey[]) {
    const lines = part.filter((entry) => entry.section === key).map((entry) => issueLine(entry.issue));
    if (lines.length > 0) sections.push(`## ${SECTION_TITLES[key]}${before.has(key) ? " (continuação)" : ""}\n\n${lines.join("\n")}`);
  }
  const last = index === parts.length - 1;
  if (last && check.placeholders.length > 0) {
    sections.push(`Marcadores aceitos sem conferência: ${codeList(check.placeholders.map((path) => path || "(corpo)"))}.`);
  }
  if (last) {
    sections.push(
      "Não conferido aqui (só a API, com os dados reais): vínculo do tomador, autorização e margem atual, saldo FGTS e adesão ao saque-aniversário, limite anual do FGTS, status da operação.",
    );
  }
  if (parts.length > 1) {
    const first = parts.slice(0, index).flat().length + 1;
    const total = parts.flat().length;
    sections.push(`---\nParte ${index + 1} de ${parts.length}: itens ${first} a ${first + part.length - 1} de ${total}. ${next === undefined ? "Esta é a última parte." : `Próxima: ${next}`}`);
  }
  return sections.join("\n\n");
}

export const montarRequisicao: ToolHandler<"docs_montar_requisicao"> = ({ api, opId, dados, parte }): ToolAnswer<"docs_montar_requisicao"> => {
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
  const parts = issueParts(listedIssues(check));
  const requested = partNumber(parte);
  if (requested === undefined || requested > parts.length) {
    return failure(`\`parte\` vai de 1 a ${parts.length} para esta conferência (ex.: parte="2").`);
  }
  const part = parts[requested - 1] ?? [];
  const next = requested < parts.length ? `docs_montar_requisicao api="creditapi" opId="${endpoint.operationId}" parte="${requested + 1}" (com os mesmos dados)` : undefined;
  return answer(renderCheckPart(endpoint, check, parts, requested - 1, next), {
    ...identity,
    modo: "conferencia",
    conferencia: {
      alvo: check.target,
      valido: check.contractValid,
      aceitoPelaApi: check.acceptedByApi,
      problemas: part.filter((entry) => entry.section !== "warning").map((entry) => issueStructure(entry.issue)),
      avisos: part.filter((entry) => entry.section === "warning").map((entry) => issueStructure(entry.issue)),
      totalProblemas: check.problems.length,
      totalAvisos: check.warnings.length,
      marcadores: [...check.placeholders],
    },
    ...(parts.length > 1 && { parte: { atual: requested, total: parts.length, ...(next !== undefined && { proxima: next }) } }),
  });
};
