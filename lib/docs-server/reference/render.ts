/** Markdown of the endpoint reference: one endpoint in full, or a line per endpoint in listings. */
import type { EndpointReference } from "./endpoints";
import type { FieldDescriptor } from "./schema-fields";

/** Table cells must not break the table. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

function ruleOf(field: FieldDescriptor): string {
  const values = field.enumValues === undefined ? "" : `Valores: ${field.enumValues.map((value) => `\`${value}\``).join(", ")}. `;
  return cell(`${values}${field.description ?? ""}`.trim());
}

function fieldName(field: FieldDescriptor): string {
  return field.variant === undefined ? `\`${field.path}\`` : `\`${field.path}\` _(${field.variant})_`;
}

export function fieldTable(fields: readonly FieldDescriptor[]): string {
  if (fields.length === 0) return "_Nenhum._";
  const rows = fields.map((field) => `| ${fieldName(field)} | ${cell(field.type)} | ${field.required ? "sim" : "não"} | ${ruleOf(field)} |`);
  return ["| campo | tipo | obrigatório | valores e regra |", "|---|---|---|---|", ...rows].join("\n");
}

export function forbiddenList(fields: readonly FieldDescriptor[]): string {
  return fields.map((field) => `- ${fieldName(field)}: ${(field.description ?? "").replace(/^Não envie:\s*/, "")}`).join("\n");
}

export function endpointLine(endpoint: EndpointReference): string {
  return `- \`${endpoint.method} ${endpoint.path}\` — ${endpoint.summary} (opId \`${endpoint.operationId}\`)`;
}

export function endpointTitle(endpoint: EndpointReference): string {
  return `${endpoint.method} ${endpoint.path} — ${endpoint.summary}`;
}

/** The whole reference of one endpoint. */
export function renderEndpoint(endpoint: EndpointReference): string {
  const sections: string[] = [
    `## ${endpointTitle(endpoint)}`,
    [
      `- opId: \`${endpoint.operationId}\``,
      `- Seção: ${endpoint.tag}; produtos: ${endpoint.products.length > 0 ? endpoint.products.join(", ") : "nenhum (rota de servidor)"}`,
      `- Autenticação: ${endpoint.auth === "bearer" ? "cabeçalho `Authorization: Bearer <token>` (token de POST /oauth/token)" : "nenhuma"}`,
      ...(endpoint.idempotencyKey
        ? ["- `Idempotency-Key` (cabeçalho, opcional): repetir com a mesma chave e o mesmo corpo devolve a primeira resposta e não cria nada novo"]
        : []),
    ].join("\n"),
    endpoint.description,
  ];
  if (endpoint.pathParameters.length > 0) sections.push("### Parâmetros de rota", fieldTable(endpoint.pathParameters));
  if (endpoint.queryParameters.length > 0) sections.push("### Query", fieldTable(endpoint.queryParameters));
  if (endpoint.body !== undefined) {
    const accepted = endpoint.body.fields.filter((field) => !field.forbidden);
    const forbidden = endpoint.body.fields.filter((field) => field.forbidden);
    sections.push(`### Corpo (${endpoint.body.mediaTypes.join(" ou ")}): ${endpoint.body.type}`, fieldTable(accepted));
    if (forbidden.length > 0) {
      sections.push("### Não envie (recusados pelo nome: pertencem a outro modelo ou a outra rota)", forbiddenList(forbidden));
    }
  }
  sections.push(`### Resposta 200: ${endpoint.response.type}`, endpoint.response.description, fieldTable(endpoint.response.fields));
  if (endpoint.errors.length > 0) {
    sections.push(
      "### Erros (application/problem+json)",
      ["| status | quando |", "|---|---|", ...endpoint.errors.map((error) => `| ${error.status} | ${cell(error.description)} |`)].join("\n"),
    );
  }
  return sections.filter((section) => section.trim() !== "").join("\n\n");
}

/** What a payload needs, in short: the required fields and the refused ones, without the optional rows. */
export function renderEndpointBrief(endpoint: EndpointReference): string {
  const sections: string[] = [`## ${endpointTitle(endpoint)}`, `- opId: \`${endpoint.operationId}\``, endpoint.description];
  const required = [...endpoint.pathParameters, ...endpoint.queryParameters].filter((field) => field.required);
  if (required.length > 0) sections.push("### Parâmetros obrigatórios", fieldTable(required));
  if (endpoint.body !== undefined) {
    sections.push(`### Corpo: campos obrigatórios (${endpoint.body.type})`, fieldTable(endpoint.body.fields.filter((field) => field.required && !field.forbidden)));
    const forbidden = [...new Set(endpoint.body.fields.filter((field) => field.forbidden).map((field) => (field.variant ? `${field.name} (${field.variant})` : field.name)))];
    if (forbidden.length > 0) sections.push(`Recusados pelo nome: ${forbidden.map((name) => `\`${name}\``).join(", ")}.`);
  }
  sections.push(`Referência completa (opcionais, resposta, erros): \`docs_referencia_endpoint api="creditapi" opId="${endpoint.operationId}"\`.`);
  return sections.filter((section) => section.trim() !== "").join("\n\n");
}
