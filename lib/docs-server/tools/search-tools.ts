/** `docs_buscar_documentacao` and `docs_buscar_endpoints`: ranked search over guides and endpoints. */
import { lookupApi } from "../apis";
import { findModule, moduleNotFoundMessage } from "../modules";
import { type SearchResult, type SearchScope, searchCorpus } from "../search/corpus";
import { answer, failure, type ToolHandler } from "./tool-answer";

const SCOPES: readonly SearchScope[] = ["guias", "endpoints", "todos"];

function renderResults(query: string, results: readonly SearchResult[], filters: string): string {
  if (results.length === 0) {
    return `Nenhum resultado para "${query}"${filters}. Tente outros termos (nomes de campos, rotas ou palavras do fluxo) ou veja docs_catalogo_mcp.`;
  }
  const lines = results.map(
    (result, index) =>
      `${index + 1}. [${result.document.kind}] **${result.document.title}** (relevância ${result.score.toFixed(2)})\n   ${result.excerpt}\n   Abrir: \`${result.document.open}\``,
  );
  return `Resultados para "${query}"${filters}, do mais relevante ao menos:\n\n${lines.join("\n")}`;
}

export const buscarDocumentacao: ToolHandler<"docs_buscar_documentacao"> = ({ consulta, modulo, escopo }) => {
  const docsModule = modulo === undefined || modulo.trim() === "" ? undefined : findModule(modulo);
  if (modulo !== undefined && modulo.trim() !== "" && docsModule === undefined) return failure(moduleNotFoundMessage(modulo));
  const scope = escopo === undefined || escopo.trim() === "" ? "todos" : SCOPES.find((candidate) => candidate === escopo.trim().toLowerCase());
  if (scope === undefined) return failure(`Escopo desconhecido: "${escopo?.slice(0, 40)}". Use guias, endpoints ou todos.`);
  const results = searchCorpus(consulta, { ...(docsModule !== undefined && { module: docsModule.id }), scope });
  const filters = `${docsModule ? ` no módulo ${docsModule.id}` : ""}${scope !== "todos" ? ` (escopo ${scope})` : ""}`;
  return answer(renderResults(consulta, results, filters));
};

export const buscarEndpoints: ToolHandler<"docs_buscar_endpoints"> = ({ consulta, api }) => {
  const lookup = lookupApi(api);
  if (lookup.kind === "other-product") return answer(lookup.message);
  if (lookup.kind === "unknown") return failure(lookup.message);
  return answer(renderResults(consulta, searchCorpus(consulta, { scope: "endpoints" }), " nos endpoints de creditapi"));
};
