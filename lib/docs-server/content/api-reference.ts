/**
 * `docs://referencia/creditapi`: the index of the `creditapi` reference, one line per endpoint with the
 * address of its full reference (`docs://referencia/creditapi#<opId>`), and the address of the whole OpenAPI
 * document (`#openapi`). The endpoints come from the route registry through the OpenAPI document, so a new
 * route appears here without code.
 */
import { endpointsOfSection, REFERENCE_SECTIONS } from "../reference/endpoints";

const SECTION_TITLES: Readonly<Record<(typeof REFERENCE_SECTIONS)[number], string>> = {
  autenticacao: "Autenticação",
  comum: "Comum aos dois produtos",
  "consignado-privado": "Consignado privado",
  fgts: "Rotas que o FGTS usa",
  meta: "Rotas do servidor",
};

export const API_REFERENCE_URI = "docs://referencia/creditapi";

export function renderApiReferenceIndex(origin: string): string {
  const index = REFERENCE_SECTIONS.map(
    (section) =>
      `## ${SECTION_TITLES[section]} (\`${section}\`)\n\n${endpointsOfSection(section)
        .map((endpoint) => `- \`${endpoint.method} ${endpoint.path}\` — ${endpoint.summary}: \`${API_REFERENCE_URI}#${endpoint.operationId}\``)
        .join("\n")}`,
  ).join("\n\n");
  return [
    "# Referência: creditapi",
    `Gerada do documento OpenAPI 3.1 da API de crédito (o mesmo de ${origin}/v1/openapi.json). Rotas com o prefixo /v1; autenticação Bearer (POST /oauth/token); erros em application/problem+json.`,
    `Cada endpoint tem sua referência em \`${API_REFERENCE_URI}#<opId>\` (ou \`docs_referencia_endpoint\`), em partes quando é longa (\`#<opId>:2\`). O documento OpenAPI inteiro, em JSON, está em \`${API_REFERENCE_URI}#openapi\` (grande: peça só quando precisar dele todo).`,
    index,
  ].join("\n\n");
}
