/**
 * The five resources of the spec: four address templates and `docs://llms.txt`. Each read opens with the
 * data marker; an unpublished address (another product, an unknown guide) answers "resource not found",
 * like a missing page. `resources/list` lists the concrete documents behind the templates (guides, module
 * contexts, collections, the reference).
 *
 * Size: a document too long for one reply (~16 KB) answers with a summary that lists its parts and their
 * addresses (`#secao`, `#parte`, `#<opId>`, `#2`); the OpenAPI JSON (`#openapi`) and a complete collection
 * (`#completa`) come whole, because the caller asked for them by name.
 */
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError, type ListResourcesResult, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { KNOWN_APIS, lookupApi, PUBLISHED_API } from "./apis";
import { API_REFERENCE_URI, renderApiReferenceIndex } from "./content/api-reference";
import { buildCollection, COLLECTION_SLUGS, collectionParts } from "./content/collections";
import { findGuideAndSection, type Guide, GUIDES, OVERVIEW_SLUG, sectionsOf } from "./content/guides";
import { renderLlmsTxt } from "./content/llms-txt";
import { contextParts, findContextPart, moduleContext, moduleContextSummary } from "./content/module-context";
import { logCallFailure, screenCall } from "./guard";
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from "./inventory";
import { withMarker } from "./marker";
import { DOCS_MODULES, findModule, MODULE_IDS } from "./modules";
import { byteLength, pageOf, PART_BUDGET_BYTES } from "./paging";
import { findEndpoint } from "./reference/endpoints";
import { openApiDocument } from "./reference/openapi-document";
import { renderEndpoint } from "./reference/render";
import type { DocsRequestContext } from "./tools/tool-answer";

/** JSON-RPC code MCP reserves for "resource not found". */
const RESOURCE_NOT_FOUND = -32002;

type Variables = Readonly<Record<string, string | string[]>>;

function notFound(uri: URL, hint: string): McpError {
  return new McpError(RESOURCE_NOT_FOUND, `Recurso não encontrado: ${uri.href.slice(0, 120)}. ${hint}`, { uri: uri.href.slice(0, 200) });
}

function variable(variables: Variables, name: string): string {
  const value = variables[name];
  return decodeURIComponent((Array.isArray(value) ? value[0] : value) ?? "");
}

/** `fgts#simulacao` → ["fgts", "simulacao"]; the fragment is the part of a document. */
function splitAddress(address: string): [string, string | undefined] {
  const [name = "", fragment] = address.split("#");
  return [name, fragment === undefined || fragment.trim() === "" ? undefined : fragment.trim()];
}

function text(uri: URL, mimeType: string, body: string): ReadResourceResult["contents"][number] {
  return { uri: uri.href, mimeType, text: body };
}

function definition(name: (typeof RESOURCE_DEFINITIONS)[number]["name"]): ResourceDefinition {
  const found = RESOURCE_DEFINITIONS.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`resource ${name} is not in the inventory`);
  return found;
}

function completions(values: readonly string[]) {
  return (value: string) => values.filter((candidate) => candidate.startsWith(value.toLowerCase()));
}

/** Screens the address variables, reads, and turns unexpected failures into a logged internal error. */
function guarded(name: string, variables: Variables, read: () => ReadResourceResult): ReadResourceResult {
  const refusal = screenCall("recurso", name, variables);
  if (refusal !== undefined) throw new McpError(ErrorCode.InvalidParams, refusal.message);
  try {
    return read();
  } catch (error) {
    if (error instanceof McpError) throw error;
    logCallFailure("recurso", name, error);
    throw new McpError(ErrorCode.InternalError, "Falha interna ao ler o recurso; tente de novo.");
  }
}

function readCollection(uri: URL, address: string, context: DocsRequestContext): ReadResourceResult {
  const [slug, fragment] = splitAddress(address);
  const whole = buildCollection(slug, context.origin);
  if (whole === undefined) throw notFound(uri, `Coleções publicadas: ${COLLECTION_SLUGS.join(", ")}.`);
  const base = `docs://collection/${slug.trim().toLowerCase()}`;
  const json = (collection: unknown) => text(uri, "application/json", JSON.stringify(collection, null, 2));
  const importNote = "Importe no Postman ou Insomnia; preencha accessToken e os ids em tempo de uso.";
  const parts = collectionParts(whole, PART_BUDGET_BYTES);
  if (fragment === "completa" || (fragment === undefined && parts.length === 1)) {
    return { contents: [text(uri, "text/plain", withMarker(`Coleção Postman v2.1 \`${slug}\` completa (no próximo conteúdo, em JSON). ${importNote}`)), json(whole)] };
  }
  if (fragment === undefined) {
    const list = parts.map((part, index) => `- \`${base}#${index + 1}\`: ${part.names.join("; ")}`);
    return {
      contents: [
        text(
          uri,
          "text/markdown",
          withMarker(
            [
              `# Coleção Postman v2.1 \`${slug}\` (${(byteLength(JSON.stringify(whole, null, 2)) / 1000).toFixed(0)} KB)`,
              `A coleção inteira passaria de ~16 KB numa resposta. Cada parte abaixo é uma coleção importável por si; a inteira está em \`${base}#completa\`. ${importNote}`,
              list.join("\n"),
            ].join("\n\n"),
          ),
        ),
      ],
    };
  }
  const part = parts[Number(fragment) - 1];
  if (!/^\d+$/.test(fragment) || part === undefined) throw notFound(uri, `Partes de ${base}: 1 a ${parts.length}, ou #completa.`);
  return {
    contents: [
      text(uri, "text/plain", withMarker(`Coleção Postman v2.1 \`${slug}\`, parte ${fragment} de ${parts.length}: ${part.names.join("; ")}. ${importNote}`)),
      json(part.collection),
    ],
  };
}

function readContext(uri: URL, address: string): ReadResourceResult {
  const [name, fragment] = splitAddress(address);
  const docsModule = findModule(name);
  if (docsModule === undefined) throw notFound(uri, `Módulos publicados: ${MODULE_IDS.join(", ")}.`);
  if (fragment !== undefined) {
    const part = findContextPart(fragment);
    if (part === undefined) throw notFound(uri, `Partes: ${contextParts(docsModule).map((candidate) => candidate.part).join(", ")}.`);
    return { contents: [text(uri, "text/markdown", withMarker(moduleContext(docsModule, part)))] };
  }
  const whole = moduleContext(docsModule);
  const body = byteLength(whole) <= PART_BUDGET_BYTES ? whole : moduleContextSummary(docsModule, (part) => `docs://contexto/${docsModule.id}#${part}`);
  return { contents: [text(uri, "text/markdown", withMarker(body))] };
}

function guideSummary(guide: Guide): string {
  const [intro] = sectionsOf(guide);
  const sections = sectionsOf(guide).map(
    (section) => `- ${section.slug === OVERVIEW_SLUG ? "Introdução" : section.title} (${(byteLength(section.markdown) / 1000).toFixed(1)} KB): \`docs://guia/${guide.id}#${section.slug}\``,
  );
  return [
    `# ${guide.title} — sumário`,
    intro?.slug === OVERVIEW_SLUG ? intro.markdown : guide.summary,
    `O guia inteiro passaria de ~16 KB numa resposta; leia cada seção pelo endereço (ou \`docs_ler_guia id="${guide.id}" parte="1"\` para lê-lo em partes):`,
    sections.join("\n"),
  ].join("\n\n");
}

function readGuide(uri: URL, id: string): ReadResourceResult {
  const { guide, section, sectionRequested } = findGuideAndSection(id);
  if (guide === undefined || (sectionRequested && section === undefined)) {
    throw notFound(uri, `Guias publicados: ${GUIDES.map((candidate) => candidate.id).join(", ")}.`);
  }
  if (section !== undefined) return { contents: [text(uri, "text/markdown", withMarker(`# ${guide.title} › ${section.title}\n\n${section.markdown}`))] };
  const body = byteLength(guide.markdown) <= PART_BUDGET_BYTES ? guide.markdown : guideSummary(guide);
  return { contents: [text(uri, "text/markdown", withMarker(body))] };
}

function readReference(uri: URL, address: string, context: DocsRequestContext): ReadResourceResult {
  const [api, fragment] = splitAddress(address);
  const lookup = lookupApi(api);
  if (lookup.kind === "unknown") throw notFound(uri, `APIs: ${KNOWN_APIS.join(", ")} (só creditapi faz parte deste produto).`);
  if (lookup.kind === "other-product") return { contents: [text(uri, "text/markdown", withMarker(`# Referência: ${lookup.api}\n\n${lookup.message}`))] };
  if (fragment === undefined) return { contents: [text(uri, "text/markdown", withMarker(renderApiReferenceIndex(context.origin)))] };
  if (fragment.toLowerCase() === "openapi") {
    return {
      contents: [
        text(uri, "text/plain", withMarker(`Documento OpenAPI 3.1 de creditapi, inteiro (no próximo conteúdo, em JSON; o mesmo de ${context.origin}/v1/openapi.json).`)),
        text(uri, "application/json", JSON.stringify(openApiDocument(), null, 2)),
      ],
    };
  }
  const [operationId = "", pageText = "1"] = fragment.split(":");
  const endpoint = findEndpoint(operationId);
  const page = Number(pageText);
  if (endpoint === undefined || !Number.isInteger(page) || page < 1) throw notFound(uri, `Endpoints em ${API_REFERENCE_URI}; cada um em ${API_REFERENCE_URI}#<opId>.`);
  const paged = pageOf(renderEndpoint(endpoint), page, (next) => `${API_REFERENCE_URI}#${endpoint.operationId}:${next}`);
  if ("error" in paged) throw notFound(uri, paged.error);
  return { contents: [text(uri, "text/markdown", withMarker(paged.text))] };
}

type ListedResource = ListResourcesResult["resources"][number];

/** The concrete documents behind each template, for `resources/list`. */
const listings = {
  collection: (): ListedResource[] =>
    COLLECTION_SLUGS.map((slug) => ({ uri: `docs://collection/${slug}`, name: `collection-${slug}`, title: `Coleção Postman: ${slug}`, mimeType: "application/json" })),
  contexto: (): ListedResource[] =>
    DOCS_MODULES.map((module) => ({
      uri: `docs://contexto/${module.id}`,
      name: `contexto-${module.id}`,
      title: `Contexto do módulo: ${module.title}`,
      description: module.summary,
      mimeType: "text/markdown",
    })),
  guia: (): ListedResource[] =>
    GUIDES.map((guide) => ({ uri: `docs://guia/${guide.id}`, name: `guia-${guide.id}`, title: guide.title, description: guide.summary, mimeType: "text/markdown" })),
  referencia: (): ListedResource[] => [
    { uri: API_REFERENCE_URI, name: `referencia-${PUBLISHED_API}`, title: "Referência da API de crédito (índice)", description: "Um endereço por endpoint; o OpenAPI em #openapi.", mimeType: "text/markdown" },
  ],
};

export function registerResources(server: McpServer, context: DocsRequestContext): void {
  const metadata = (resource: ResourceDefinition) => ({ title: resource.title, description: resource.description, mimeType: resource.mimeType });
  const collection = definition("collection");
  server.registerResource(
    collection.name,
    new ResourceTemplate(collection.uriTemplate, { list: () => ({ resources: listings.collection() }), complete: { slug: completions(COLLECTION_SLUGS) } }),
    metadata(collection),
    (uri, variables) => guarded(collection.name, variables, () => readCollection(uri, variable(variables, "slug"), context)),
  );
  const contexto = definition("contexto");
  server.registerResource(
    contexto.name,
    new ResourceTemplate(contexto.uriTemplate, { list: () => ({ resources: listings.contexto() }), complete: { modulo: completions(MODULE_IDS) } }),
    metadata(contexto),
    (uri, variables) => guarded(contexto.name, variables, () => readContext(uri, variable(variables, "modulo"))),
  );
  const guia = definition("guia");
  server.registerResource(
    guia.name,
    new ResourceTemplate(guia.uriTemplate, { list: () => ({ resources: listings.guia() }), complete: { id: completions(GUIDES.map((guide) => guide.id)) } }),
    metadata(guia),
    (uri, variables) => guarded(guia.name, variables, () => readGuide(uri, variable(variables, "id"))),
  );
  const llms = definition("llms.txt");
  server.registerResource(llms.name, llms.uriTemplate, metadata(llms), (uri) =>
    guarded(llms.name, {}, () => ({ contents: [text(uri, "text/plain", withMarker(renderLlmsTxt(context.origin)))] })),
  );
  const referencia = definition("referencia");
  server.registerResource(
    referencia.name,
    new ResourceTemplate(referencia.uriTemplate, { list: () => ({ resources: listings.referencia() }), complete: { api: completions(KNOWN_APIS) } }),
    metadata(referencia),
    (uri, variables) => guarded(referencia.name, variables, () => readReference(uri, variable(variables, "api"), context)),
  );
}
