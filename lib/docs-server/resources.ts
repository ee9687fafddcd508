/**
 * The five resources of the spec: four address templates and `docs://llms.txt`. Each read opens with the
 * data marker; an unpublished address (another product, an unknown guide) answers "resource not found",
 * like a missing page.
 */
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { KNOWN_APIS, lookupApi } from "./apis";
import { renderApiReference } from "./content/api-reference";
import { buildCollection, COLLECTION_SLUGS } from "./content/collections";
import { findGuideAndSection, GUIDES } from "./content/guides";
import { renderLlmsTxt } from "./content/llms-txt";
import { moduleContext } from "./content/module-context";
import { logCallFailure, screenCall } from "./guard";
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from "./inventory";
import { withMarker } from "./marker";
import { findModule, MODULE_IDS } from "./modules";
import { openApiDocument } from "./reference/openapi-document";
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

function readCollection(uri: URL, slug: string, context: DocsRequestContext): ReadResourceResult {
  const collection = buildCollection(slug, context.origin);
  if (collection === undefined) throw notFound(uri, `Coleções publicadas: ${COLLECTION_SLUGS.join(", ")}.`);
  return {
    contents: [
      text(uri, "text/plain", withMarker(`Coleção Postman v2.1 \`${slug}\` (no próximo conteúdo, em JSON). Importe no Postman ou Insomnia; preencha accessToken e os ids em tempo de uso.`)),
      text(uri, "application/json", JSON.stringify(collection, null, 2)),
    ],
  };
}

function readContext(uri: URL, moduleName: string): ReadResourceResult {
  const docsModule = findModule(moduleName);
  if (docsModule === undefined) throw notFound(uri, `Módulos publicados: ${MODULE_IDS.join(", ")}.`);
  return { contents: [text(uri, "text/markdown", withMarker(moduleContext(docsModule)))] };
}

function readGuide(uri: URL, id: string): ReadResourceResult {
  const { guide, section, sectionRequested } = findGuideAndSection(id);
  if (guide === undefined || (sectionRequested && section === undefined)) {
    throw notFound(uri, `Guias publicados: ${GUIDES.map((candidate) => candidate.id).join(", ")}.`);
  }
  const body = section === undefined ? guide.markdown : `# ${guide.title} › ${section.title}\n\n${section.markdown}`;
  return { contents: [text(uri, "text/markdown", withMarker(body))] };
}

function readReference(uri: URL, api: string, context: DocsRequestContext): ReadResourceResult {
  const lookup = lookupApi(api);
  if (lookup.kind === "unknown") throw notFound(uri, `APIs: ${KNOWN_APIS.join(", ")} (só creditapi faz parte deste produto).`);
  if (lookup.kind === "other-product") return { contents: [text(uri, "text/markdown", withMarker(`# Referência: ${lookup.api}\n\n${lookup.message}`))] };
  return {
    contents: [
      text(uri, "text/markdown", withMarker(renderApiReference(context.origin))),
      text(uri, "application/json", JSON.stringify(openApiDocument(), null, 2)),
    ],
  };
}

export function registerResources(server: McpServer, context: DocsRequestContext): void {
  const metadata = (resource: ResourceDefinition) => ({ title: resource.title, description: resource.description, mimeType: resource.mimeType });
  const collection = definition("collection");
  server.registerResource(
    collection.name,
    new ResourceTemplate(collection.uriTemplate, { list: undefined, complete: { slug: completions(COLLECTION_SLUGS) } }),
    metadata(collection),
    (uri, variables) => guarded(collection.name, variables, () => readCollection(uri, variable(variables, "slug"), context)),
  );
  const contexto = definition("contexto");
  server.registerResource(
    contexto.name,
    new ResourceTemplate(contexto.uriTemplate, { list: undefined, complete: { modulo: completions(MODULE_IDS) } }),
    metadata(contexto),
    (uri, variables) => guarded(contexto.name, variables, () => readContext(uri, variable(variables, "modulo"))),
  );
  const guia = definition("guia");
  server.registerResource(
    guia.name,
    new ResourceTemplate(guia.uriTemplate, { list: undefined, complete: { id: completions(GUIDES.map((guide) => guide.id)) } }),
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
    new ResourceTemplate(referencia.uriTemplate, { list: undefined, complete: { api: completions(KNOWN_APIS) } }),
    metadata(referencia),
    (uri, variables) => guarded(referencia.name, variables, () => readReference(uri, variable(variables, "api"), context)),
  );
}
