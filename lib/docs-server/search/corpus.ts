/**
 * What the documentation search covers: each guide section and each endpoint of the reference (read from
 * the route registry through the OpenAPI document, so a new route is searchable without code here), as one
 * document tagged with the modules it serves. Built once per process.
 */
import type { ProductModule } from "@/lib/contract/enums";
import { GUIDES, sectionsOf } from "../content/guides";
import { MODULE_IDS } from "../modules";
import { type EndpointReference, endpointReference } from "../reference/endpoints";
import { endpointTitle } from "../reference/render";
import { analyzeQuery, type QueryTerm } from "./query";
import { SearchIndex, type IndexEntry } from "./search-index";
import { bestPassage, markdownPassages } from "./snippet";

export type SearchKind = "guia" | "endpoint";

export interface CorpusDocument extends IndexEntry {
  readonly kind: SearchKind;
  readonly modules: readonly ProductModule[];
  /** What the answers show as the title. */
  readonly displayTitle: string;
  /** The address of the entry: `guia#secao`, or the endpoint's operationId. */
  readonly anchor: string;
  /** How to open the whole entry with another tool. */
  readonly open: string;
  /** The resource address of the entry. */
  readonly uri: string;
  readonly endpoint?: { readonly operationId: string; readonly method: string; readonly path: string };
}

function endpointModules(endpoint: EndpointReference): readonly ProductModule[] {
  if (endpoint.products.length > 0) return endpoint.products.filter((product): product is ProductModule => (MODULE_IDS as readonly string[]).includes(product));
  // The token serves both modules; meta routes (OpenAPI, health) serve neither.
  return endpoint.tag === "autenticacao" ? MODULE_IDS : [];
}

function requestFieldLines(endpoint: EndpointReference): string[] {
  const fields = [...endpoint.pathParameters, ...endpoint.queryParameters, ...(endpoint.body?.fields ?? [])].filter((field) => !field.forbidden);
  return fields.map((field) => `${field.path}: ${field.description ?? field.type}`);
}

/** The summary leads the description, so a hit on what the endpoint does shows its name. */
function endpointPassages(endpoint: EndpointReference): string[] {
  return [
    `${endpoint.summary}: ${endpoint.description}`,
    ...requestFieldLines(endpoint),
    `Resposta: ${endpoint.response.description} ${endpoint.response.fields.map((field) => field.name).join(", ")}`,
  ];
}

function guideDocuments(): CorpusDocument[] {
  return GUIDES.flatMap((guide) =>
    sectionsOf(guide).map((section): CorpusDocument => {
      const anchor = `${guide.id}#${section.slug}`;
      return {
        id: anchor,
        kind: "guia",
        modules: guide.module === "comum" ? MODULE_IDS : [guide.module],
        // The guide's title is the context of every section; the introduction's own title would repeat it.
        title: section.slug === "introducao" ? "Visão geral" : section.title,
        keywords: "",
        context: guide.title,
        passages: markdownPassages(section.markdown),
        displayTitle: section.slug === "introducao" ? guide.title : `${guide.title} › ${section.title}`,
        anchor,
        open: `docs_ler_guia id="${anchor}"`,
        uri: `docs://guia/${anchor}`,
      };
    }),
  );
}

function endpointDocuments(): CorpusDocument[] {
  return endpointReference().map(
    (endpoint): CorpusDocument => ({
      id: endpoint.operationId,
      kind: "endpoint",
      modules: endpointModules(endpoint),
      title: endpoint.summary,
      keywords: `${endpoint.operationId} ${endpoint.method} ${endpoint.path}`,
      context: `seção ${endpoint.tag} ${endpoint.products.join(" ")}`,
      passages: endpointPassages(endpoint),
      displayTitle: endpointTitle(endpoint),
      anchor: endpoint.operationId,
      open: `docs_referencia_endpoint api="creditapi" opId="${endpoint.operationId}"`,
      uri: `docs://referencia/creditapi#${endpoint.operationId}`,
      endpoint: { operationId: endpoint.operationId, method: endpoint.method, path: endpoint.path },
    }),
  );
}

let cached: { readonly index: SearchIndex<CorpusDocument>; readonly documents: ReadonlyMap<string, CorpusDocument> } | undefined;

function corpus() {
  if (cached === undefined) {
    const documents = [...guideDocuments(), ...endpointDocuments()];
    cached = { index: new SearchIndex(documents), documents: new Map(documents.map((document) => [document.id, document])) };
  }
  return cached;
}

function corpusIndex(): SearchIndex<CorpusDocument> {
  return corpus().index;
}

/** An entry of the search by its id (`guia#secao` or operationId). */
export function findCorpusDocument(id: string): CorpusDocument | undefined {
  return corpus().documents.get(id);
}

export type SearchScope = "guias" | "endpoints" | "todos";

export interface SearchResult {
  readonly document: CorpusDocument;
  readonly score: number;
  /** The passage that answers, cut around the sentence that matches. */
  readonly excerpt: string;
}

export interface SearchOptions {
  readonly module?: ProductModule;
  readonly scope?: SearchScope;
  readonly limit?: number;
}

/** The analyzed query (typos corrected, synonyms added), for callers that show what was searched. */
export function queryTermsOf(query: string): readonly QueryTerm[] {
  return analyzeQuery(query, corpusIndex());
}

export function searchCorpus(query: string, options: SearchOptions = {}): SearchResult[] {
  const index = corpusIndex();
  const terms = analyzeQuery(query, index);
  if (terms.length === 0) return [];
  const scope = options.scope ?? "todos";
  const hits = index.search(terms, {
    limit: options.limit ?? 8,
    ...(scope !== "todos" && { kind: scope === "guias" ? "guia" : "endpoint" }),
    ...(options.module !== undefined && { module: options.module }),
  });
  // The sentence that carries most of the query's terms, over the whole entry (the earliest on a tie).
  return hits.map((hit) => ({ document: hit.entry, score: hit.score, excerpt: bestPassage(hit.entry.passages.join("\n"), terms) }));
}
