/** `docs://llms.txt`: the index of the documentation in the llms.txt format (H1, summary, link lists). */
import { KNOWN_APIS, OTHER_PRODUCT_APIS, PUBLISHED_API } from "../apis";
import { PROMPT_DEFINITIONS, PROMPT_NAMES, TOOL_DEFINITIONS, TOOL_NAMES } from "../inventory";
import { DOCS_MODULES } from "../modules";
import { endpointReference } from "../reference/endpoints";
import { COLLECTION_SLUGS } from "./collections";
import { GUIDES } from "./guides";

export function renderLlmsTxt(origin: string): string {
  const tools = TOOL_NAMES.map((name) => {
    const definition = TOOL_DEFINITIONS[name];
    const args = Object.entries(definition.arguments)
      .map(([argument, spec]) => (spec.required ? argument : `${argument}?`))
      .join(", ");
    return `- ${name}(${args}): ${definition.description}`;
  });
  const prompts = PROMPT_NAMES.map((name) => `- ${name}(${Object.keys(PROMPT_DEFINITIONS[name].arguments).join(", ")}): ${PROMPT_DEFINITIONS[name].description}`);
  return [
    "# Crédito Parceiros: documentação da API de crédito",
    "> API de originação de crédito para parceiros: consignado privado (Price e SAC) e antecipação do saque-aniversário FGTS. Valores inteiros em centavos (requestedAmount, ...InCents), totalValue e registry_OriginalMargin em reais, taxas em % ao mês, datas UTC YYYY-MM-DDTHH:MM:SSZ. Sem webhook: acompanhe por consulta.",
    `Servidor MCP somente leitura em ${origin}/mcp (estado em ${origin}/mcp/status.json). Não recebe credenciais nem dados pessoais e nunca chama a API de crédito.`,
    "## Guias",
    GUIDES.map((guide) => `- [${guide.title}](docs://guia/${guide.id}): ${guide.summary}`).join("\n"),
    "## Módulos",
    DOCS_MODULES.map((module) => `- [${module.title}](docs://contexto/${module.id}): ${module.summary}`).join("\n"),
    "## Referência",
    [
      `- [${PUBLISHED_API}](docs://referencia/${PUBLISHED_API}): índice de ${endpointReference().length} endpoints, gerados do OpenAPI (${origin}/v1/openapi.json); cada endpoint em docs://referencia/${PUBLISHED_API}#<opId>; o OpenAPI inteiro em docs://referencia/${PUBLISHED_API}#openapi.`,
      ...OTHER_PRODUCT_APIS.map((api) => `- ${api}: não faz parte deste produto.`),
    ].join("\n"),
    "## Coleções",
    COLLECTION_SLUGS.map((slug) => `- [${slug}](docs://collection/${slug}): coleção Postman v2.1 (em partes importáveis; inteira em docs://collection/${slug}#completa).`).join("\n"),
    "## Ferramentas",
    tools.join("\n"),
    "## Prompts",
    prompts.join("\n"),
    "## Tamanho das respostas",
    "Nenhuma resposta passa de ~16 KB sem que se peça um documento inteiro pelo nome: o que é longo vem em partes (argumento `parte` das ferramentas; `#secao`, `#parte` ou `#<opId>` nos recursos), e o resumo diz quais partes existem.",
    "## Optional",
    `- APIs conhecidas: ${KNOWN_APIS.join(", ")}; só ${PUBLISHED_API} é publicada aqui. Outros produtos são respondidos como página inexistente.`,
  ].join("\n\n");
}
