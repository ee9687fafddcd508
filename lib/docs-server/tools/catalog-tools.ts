/** `docs_catalogo_mcp` (this server's inventory and content) and `docs_pendencias` (the spec's gaps). */
import { KNOWN_APIS, PUBLISHED_API } from "../apis";
import { COLLECTION_SLUGS } from "../content/collections";
import { GUIDES } from "../content/guides";
import { PENDING_ITEMS, renderPendingItems } from "../content/pending";
import { DOCS_SERVER_NAME, DOCS_SERVER_VERSION } from "../identity";
import { PROMPT_DEFINITIONS, PROMPT_NAMES, RESOURCE_DEFINITIONS, TOOL_DEFINITIONS, TOOL_NAMES } from "../inventory";
import { DOCS_MODULES } from "../modules";
import { endpointReference } from "../reference/endpoints";
import { answer, type ToolHandler } from "./tool-answer";

function argumentList(args: Readonly<Record<string, { readonly required: boolean }>>): string {
  const names = Object.entries(args).map(([name, spec]) => (spec.required ? `\`${name}\`` : `\`${name}\` (opcional)`));
  return names.length === 0 ? "sem argumentos" : names.join(", ");
}

export const catalogoMcp: ToolHandler<"docs_catalogo_mcp"> = (_args, { origin }) => {
  const tools = TOOL_NAMES.map((name) => `- \`${name}\` (${argumentList(TOOL_DEFINITIONS[name].arguments)}): ${TOOL_DEFINITIONS[name].description}`);
  const resources = RESOURCE_DEFINITIONS.map((resource) => `- \`${resource.uriTemplate}\` (${resource.mimeType}): ${resource.description}`);
  const prompts = PROMPT_NAMES.map(
    (name) =>
      `- \`${name}\` (${Object.keys(PROMPT_DEFINITIONS[name].arguments)
        .map((argument) => `\`${argument}\``)
        .join(", ")}): ${PROMPT_DEFINITIONS[name].description}`,
  );
  const structured = {
    servidor: DOCS_SERVER_NAME,
    versao: DOCS_SERVER_VERSION,
    endpoint: `${origin}/mcp`,
    ferramentas: TOOL_NAMES.map((name) => ({
      nome: name,
      titulo: TOOL_DEFINITIONS[name].title,
      argumentos: Object.entries(TOOL_DEFINITIONS[name].arguments).map(([argument, spec]) => ({ nome: argument, obrigatorio: spec.required })),
    })),
    recursos: RESOURCE_DEFINITIONS.map((resource) => ({ uriTemplate: resource.uriTemplate, titulo: resource.title, mimeType: resource.mimeType })),
    prompts: PROMPT_NAMES.map((name) => ({ nome: name, argumentos: Object.keys(PROMPT_DEFINITIONS[name].arguments) })),
    conteudo: {
      modulos: DOCS_MODULES.map((module) => module.id),
      guias: GUIDES.map((guide) => guide.id),
      apis: [...KNOWN_APIS],
      colecoes: [...COLLECTION_SLUGS],
    },
  };
  return answer(
    [
      `# Catálogo de ${DOCS_SERVER_NAME} ${DOCS_SERVER_VERSION}`,
      `Servidor MCP somente leitura em ${origin}/mcp (Streamable HTTP sem sessão; POST JSON-RPC). Estado: ${origin}/mcp/status.json; página: ${origin}/mcp/status.`,
      `## Ferramentas (${tools.length})\n\n${tools.join("\n")}`,
      `## Recursos (${resources.length})\n\n${resources.join("\n")}`,
      `## Prompts (${prompts.length})\n\n${prompts.join("\n")}`,
      [
        "## Conteúdo publicado",
        `- Módulos: ${DOCS_MODULES.map((module) => `\`${module.id}\``).join(", ")}`,
        `- Guias: ${GUIDES.map((guide) => `\`${guide.id}\``).join(", ")}`,
        `- APIs: \`${PUBLISHED_API}\` (${endpointReference().length} endpoints); ${KNOWN_APIS.filter((api) => api !== PUBLISHED_API)
          .map((api) => `\`${api}\``)
          .join(" e ")} não fazem parte deste produto`,
        `- Coleções: ${COLLECTION_SLUGS.map((slug) => `\`${slug}\``).join(", ")}`,
      ].join("\n"),
      "Respostas longas vêm em partes (argumento `parte`, ou o resumo com as partes a pedir): nenhuma passa de ~16 KB sem que você peça um documento inteiro pelo nome.",
    ].join("\n\n"),
    structured,
  );
};

export const pendencias: ToolHandler<"docs_pendencias"> = () => {
  const open = PENDING_ITEMS.filter((item) => item.status === "em aberto").length;
  return answer(
    [
      `# Pendências: o que a especificação não mostra (${PENDING_ITEMS.length} itens, ${open} em aberto)`,
      "Para cada lacuna ('not shown') da especificação: o que a API embarcada decidiu (publicado no OpenAPI e nesta documentação) ou o que segue em aberto. As regras que a API aplica além do texto da especificação estão no guia `convencoes#regras-da-api-alem-da-especificacao`.",
      renderPendingItems(PENDING_ITEMS),
    ].join("\n\n"),
    {
      total: PENDING_ITEMS.length,
      emAberto: open,
      itens: PENDING_ITEMS.map((item) => ({ id: item.id, tema: item.topic, lacuna: item.gap, situacao: item.status, resolucao: item.resolution })),
    },
  );
};
