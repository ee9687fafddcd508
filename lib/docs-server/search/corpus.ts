/**
 * What the ranked search covers: each guide section and each endpoint of the reference, as one document,
 * tagged with the modules it serves. Built once per process.
 */
import type { ProductModule } from "@/lib/contract/enums";
import { GUIDES, sectionsOf } from "../content/guides";
import { MODULE_IDS } from "../modules";
import { type EndpointReference, endpointReference } from "../reference/endpoints";
import { endpointTitle } from "../reference/render";
import { Bm25Index, excerpt, type SearchDocument } from "./bm25";

export interface CorpusDocument extends SearchDocument {
  readonly kind: "guia" | "endpoint";
  readonly modules: readonly ProductModule[];
  /** How to open the whole entry with another tool. */
  readonly open: string;
}

function endpointModules(endpoint: EndpointReference): readonly ProductModule[] {
  if (endpoint.products.length > 0) return endpoint.products.filter((product): product is ProductModule => (MODULE_IDS as readonly string[]).includes(product));
  // The token serves both modules; meta routes (OpenAPI, health) serve neither.
  return endpoint.tag === "autenticacao" ? MODULE_IDS : [];
}

function endpointText(endpoint: EndpointReference): string {
  const requestFields = [...endpoint.pathParameters, ...endpoint.queryParameters, ...(endpoint.body?.fields ?? [])];
  return [
    endpoint.operationId,
    endpoint.path,
    endpoint.description,
    `seção ${endpoint.tag}`,
    ...requestFields.map((field) => `${field.path} ${field.description ?? ""}`),
    `resposta ${endpoint.response.description} ${endpoint.response.fields.map((field) => field.name).join(" ")}`,
  ].join("\n");
}

function buildCorpus(): CorpusDocument[] {
  const guideDocuments = GUIDES.flatMap((guide) =>
    sectionsOf(guide).map(
      (section): CorpusDocument => ({
        id: `${guide.id}#${section.slug}`,
        kind: "guia",
        title: section.slug === "introducao" ? guide.title : `${guide.title} › ${section.title}`,
        text: section.markdown,
        modules: guide.module === "comum" ? MODULE_IDS : [guide.module],
        open: `docs_ler_guia id="${guide.id}#${section.slug}"`,
      }),
    ),
  );
  const endpointDocuments = endpointReference().map(
    (endpoint): CorpusDocument => ({
      id: endpoint.operationId,
      kind: "endpoint",
      title: endpointTitle(endpoint),
      text: endpointText(endpoint),
      modules: endpointModules(endpoint),
      open: `docs_referencia_endpoint api="creditapi" opId="${endpoint.operationId}"`,
    }),
  );
  return [...guideDocuments, ...endpointDocuments];
}

let cached: Bm25Index<CorpusDocument> | undefined;

function corpusIndex(): Bm25Index<CorpusDocument> {
  cached ??= new Bm25Index(buildCorpus());
  return cached;
}

export type SearchScope = "guias" | "endpoints" | "todos";

export interface SearchResult {
  readonly document: CorpusDocument;
  readonly score: number;
  readonly excerpt: string;
}

export function searchCorpus(query: string, options: { module?: ProductModule; scope?: SearchScope; limit?: number } = {}): SearchResult[] {
  const scope = options.scope ?? "todos";
  const hits = corpusIndex().search(query, {
    limit: options.limit ?? 8,
    filter: (document) =>
      (scope === "todos" || (scope === "guias" ? document.kind === "guia" : document.kind === "endpoint")) &&
      (options.module === undefined || document.modules.includes(options.module)),
  });
  return hits.map((hit) => ({ document: hit.document, score: hit.score, excerpt: excerpt(hit.document.text, query) }));
}
