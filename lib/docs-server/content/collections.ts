/**
 * Request collections (`docs://collection/{slug}`): Postman Collection v2.1 of a module's flow, or of the
 * whole API, with example bodies from the contract and `{{variables}}` for the token and the ids of earlier
 * steps. No credential or personal data is ever in a collection.
 */
import type { ProductModule } from "@/lib/contract/enums";
import { DATA_MARKER } from "../marker";
import { findModule } from "../modules";
import { type EndpointReference, endpointReference, findEndpoint } from "../reference/endpoints";
import type { JsonObject, JsonValue } from "../reference/json";
import { requestTemplate } from "../reference/request-template";
import { MODULE_FLOWS } from "./flows";

export const COLLECTION_SLUGS = ["consignado-privado", "fgts", "creditapi"] as const;

const POSTMAN_SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

function requestItem(endpoint: EndpointReference, docsModule: ProductModule | undefined): JsonObject {
  const template = requestTemplate(endpoint);
  const body =
    template.bodies.find((candidate) => (docsModule === "fgts" ? candidate.product?.module === "fgts" : candidate.product?.module !== "fgts")) ??
    template.bodies[0];
  const [path = "", query = ""] = template.url.split("?");
  const request: JsonObject = {
    method: template.method,
    header: Object.entries(template.headers).map(([key, value]) => ({ key, value })),
    url: {
      raw: `{{baseUrl}}${template.url}`,
      host: ["{{baseUrl}}"],
      path: path.split("/").filter((segment) => segment !== ""),
      ...(query !== "" && {
        query: query.split("&").map((pair) => {
          const [key = "", value = ""] = pair.split("=");
          return { key, value };
        }),
      }),
    },
    description: `${endpoint.summary}. ${endpoint.description} Referência: docs_referencia_endpoint opId=${endpoint.operationId}.`,
  };
  if (body !== undefined) {
    request.body = { mode: "raw", raw: JSON.stringify(body.body, null, 2), options: { raw: { language: "json" } } };
  }
  return { name: `${endpoint.summary} (${endpoint.operationId})`, request };
}

function variables(baseUrl: string): JsonValue[] {
  return ["baseUrl", "accessToken", "personId", "bankAccountId", "firstPaymentDate", "id", "idempotencyKey"].map((key) => ({
    key,
    value: key === "baseUrl" ? baseUrl : "",
  }));
}

function collection(name: string, description: string, items: JsonValue[], baseUrl: string): JsonObject {
  return {
    info: { name, description: `${DATA_MARKER} ${description}`, schema: POSTMAN_SCHEMA },
    variable: variables(baseUrl),
    item: items,
  };
}

/** The collection of a slug, or `undefined` when the slug is not published. */
export function buildCollection(slug: string, baseUrl: string): JsonObject | undefined {
  if (slug.trim().toLowerCase() === "creditapi") {
    const items = endpointReference().map((endpoint) => requestItem(endpoint, undefined));
    return collection("creditapi: todos os endpoints", "Todos os endpoints da API de crédito, com corpos de exemplo do contrato.", items, baseUrl);
  }
  const docsModule = findModule(slug);
  if (docsModule === undefined) return undefined;
  const folders = MODULE_FLOWS[docsModule.id].map((step) => ({
    name: step.title,
    description: step.note,
    item: step.operationIds
      .map((operationId) => findEndpoint(operationId))
      .filter((endpoint) => endpoint !== undefined)
      .map((endpoint) => requestItem(endpoint, docsModule.id)),
  }));
  return collection(
    `${docsModule.title}: fluxo de integração`,
    `Fluxo do módulo ${docsModule.id} na ordem da especificação. Preencha accessToken (POST /oauth/token) e os ids devolvidos em cada passo; nunca salve credenciais reais na coleção.`,
    folders,
    baseUrl,
  );
}

export interface CollectionPart {
  /** A valid Postman collection with some of the items (folders or requests) of the whole. */
  readonly collection: JsonObject;
  /** The names of the items it holds. */
  readonly names: readonly string[];
}

function itemName(item: JsonValue): string {
  return typeof item === "object" && item !== null && !Array.isArray(item) && typeof item.name === "string" ? item.name : "";
}

/**
 * A collection in importable parts of at most `budget` bytes each: its items (flow folders, or requests)
 * packed in order, each part a collection of its own with the same variables.
 */
export function collectionParts(whole: JsonObject, budget: number): CollectionPart[] {
  const items = Array.isArray(whole.item) ? whole.item : [];
  const info = typeof whole.info === "object" && whole.info !== null && !Array.isArray(whole.info) ? whole.info : {};
  const parts: JsonValue[][] = [];
  let current: JsonValue[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = Buffer.byteLength(JSON.stringify(item, null, 2), "utf8");
    if (current.length > 0 && size + itemSize > budget) {
      parts.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length > 0) parts.push(current);
  return parts.map((part, index) => ({
    collection: { ...whole, info: { ...info, name: `${String(info.name ?? "")} (parte ${index + 1} de ${parts.length})` }, item: part },
    names: part.map(itemName),
  }));
}
