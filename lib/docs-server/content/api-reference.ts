/** The whole `creditapi` reference as one markdown document (`docs://referencia/creditapi`). */
import { endpointsOfSection, REFERENCE_SECTIONS } from "../reference/endpoints";
import { endpointLine, renderEndpoint } from "../reference/render";

const SECTION_TITLES: Readonly<Record<(typeof REFERENCE_SECTIONS)[number], string>> = {
  autenticacao: "Autenticação",
  comum: "Comum aos dois produtos",
  "consignado-privado": "Consignado privado",
  fgts: "Rotas que o FGTS usa",
  meta: "Rotas do servidor",
};

/** Sections in which each endpoint is written out once (the `fgts` section only lists the shared routes). */
const WRITTEN_SECTIONS = ["autenticacao", "comum", "consignado-privado", "meta"] as const;

export function renderApiReference(origin: string): string {
  const index = REFERENCE_SECTIONS.map(
    (section) => `### ${SECTION_TITLES[section]} (\`${section}\`)\n\n${endpointsOfSection(section).map(endpointLine).join("\n")}`,
  ).join("\n\n");
  const details = WRITTEN_SECTIONS.map(
    (section) => `# ${SECTION_TITLES[section]}\n\n${endpointsOfSection(section).map(renderEndpoint).join("\n\n")}`,
  ).join("\n\n");
  return [
    "# Referência: creditapi",
    `Gerada do documento OpenAPI 3.1 da API de crédito (o mesmo de ${origin}/v1/openapi.json, que segue em JSON neste recurso). Rotas com o prefixo /v1; autenticação Bearer (POST /oauth/token); erros em application/problem+json.`,
    "## Índice",
    index,
    details,
  ].join("\n\n");
}
