/** `docs_buscar_documentacao` and `docs_buscar_endpoints`: ranked search over guides and endpoints. */
import { lookupApi } from "../apis";
import { findModule, moduleNotFoundMessage } from "../modules";
import { queryTermsOf, type SearchResult, type SearchScope, searchCorpus } from "../search/corpus";
import type { ToolOutput } from "./output-schemas";
import { answer, failure, type ToolHandler } from "./tool-answer";

const SCOPES: readonly SearchScope[] = ["guias", "endpoints", "todos"];

type SearchOutput = ToolOutput<"docs_buscar_documentacao">;
type Filters = NonNullable<SearchOutput["filtros"]>;

function structured(query: string, results: readonly SearchResult[], filtros: Filters): SearchOutput {
  return {
    consulta: query,
    termos: [...new Set(queryTermsOf(query).map((term) => term.token))],
    filtros,
    total: results.length,
    resultados: results.map((result, index) => ({
      posicao: index + 1,
      id: result.document.id,
      tipo: result.document.kind,
      titulo: result.document.displayTitle,
      ancora: result.document.anchor,
      pontuacao: Number(result.score.toFixed(2)),
      trecho: result.excerpt,
      abrir: result.document.open,
      uri: result.document.uri,
      modulos: [...result.document.modules],
      ...(result.document.endpoint !== undefined && {
        endpoint: { opId: result.document.endpoint.operationId, metodo: result.document.endpoint.method, rota: result.document.endpoint.path },
      }),
    })),
  };
}

function renderResults(query: string, results: readonly SearchResult[], filters: string): string {
  if (results.length === 0) {
    return `Nenhum resultado para "${query}"${filters}. Tente outros termos (nomes de campos, rotas ou palavras do fluxo) ou veja docs_catalogo_mcp.`;
  }
  const lines = results.map(
    (result, index) =>
      `${index + 1}. [${result.document.kind}] **${result.document.displayTitle}** — \`${result.document.anchor}\` (relevância ${result.score.toFixed(2)})\n   > ${result.excerpt}\n   Abrir: \`${result.document.open}\``,
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
  return answer(renderResults(consulta, results, filters), structured(consulta, results, { ...(docsModule !== undefined && { modulo: docsModule.id }), escopo: scope }));
};

export const buscarEndpoints: ToolHandler<"docs_buscar_endpoints"> = ({ consulta, api }) => {
  const lookup = lookupApi(api);
  if (lookup.kind === "other-product") return answer(lookup.message, { api: lookup.api, publicada: false, mensagem: lookup.message });
  if (lookup.kind === "unknown") return failure(lookup.message);
  const results = searchCorpus(consulta, { scope: "endpoints" });
  return answer(renderResults(consulta, results, " nos endpoints de creditapi"), {
    ...structured(consulta, results, { escopo: "endpoints", api: "creditapi" }),
    api: "creditapi",
    publicada: true,
  });
};
