/**
 * The OpenAPI 3.1 document of the credit API, generated from the route registry and the zod schemas
 * (JSON Schema draft 2020-12, the dialect of OpenAPI 3.1). Schemas with a `meta({ id })` become
 * `components.schemas` entries referenced by `$ref`. Input shapes are documented (`io: "input"`): they are
 * what travels on the wire in both directions, before transforms such as the `Cents` brand.
 */
import { z } from "zod";
import { CREDIT_BODY_LIMITS_TEXT } from "./body-limits";
import { problemMediaType, problemSchema } from "./problem";
import { type RouteEntry, routeList } from "./routes";

type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
interface JsonObject {
  [key: string]: JsonValue;
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const componentPrefix = "#/components/schemas/";

/** zod writes local `#/$defs/X` references; in the document they point at the shared components. */
function pointRefsAtComponents(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(pointRefsAtComponents);
  if (!isJsonObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    result[key] =
      key === "$ref" && typeof child === "string" && child.startsWith("#/$defs/")
        ? `${componentPrefix}${child.slice("#/$defs/".length)}`
        : pointRefsAtComponents(child);
  }
  return result;
}

/** Collects the shared schemas met while converting, refusing two different schemas under one id. */
class ComponentSchemas {
  private readonly byId = new Map<string, JsonObject>();

  convert(schema: z.ZodType): JsonObject {
    const generated: unknown = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" })));
    if (!isJsonObject(generated)) throw new Error("zod produced a JSON Schema that is not an object");
    const { $schema: _dialect, $defs: definitions, ...root } = generated;
    if (isJsonObject(definitions)) {
      for (const [id, definition] of Object.entries(definitions)) this.add(id, pointRefsAtComponents(definition));
    }
    const converted = pointRefsAtComponents(root);
    return isJsonObject(converted) ? converted : {};
  }

  private add(id: string, definition: JsonValue): void {
    if (!isJsonObject(definition)) throw new Error(`schema ${id} is not an object`);
    const existing = this.byId.get(id);
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(definition)) {
      throw new Error(`two different schemas share the id ${id}`);
    }
    this.byId.set(id, definition);
  }

  /** Sorted by id so the document is byte-for-byte stable. */
  toObject(): JsonObject {
    return Object.fromEntries([...this.byId.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
}

function parametersOf(location: "path" | "query", object: z.ZodObject | undefined, components: ComponentSchemas): JsonObject[] {
  if (object === undefined) return [];
  const converted = components.convert(object);
  const properties = isJsonObject(converted.properties) ? converted.properties : {};
  const required = Array.isArray(converted.required) ? converted.required : [];
  return Object.entries(properties).map(([name, schema]): JsonObject => {
    const parameter: JsonObject = { name, in: location, required: location === "path" || required.includes(name) };
    if (isJsonObject(schema) && typeof schema.description === "string") parameter.description = schema.description;
    parameter.schema = schema;
    return parameter;
  });
}

const idempotencyKeyParameter: JsonObject = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "Repetir a criação com a mesma chave e o mesmo corpo devolve a primeira resposta e não cria nada novo.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

const problemReference: JsonObject = { $ref: `${componentPrefix}Problem` };

function operationOf(route: RouteEntry, components: ComponentSchemas): JsonObject {
  const parameters = [
    ...parametersOf("path", route.params, components),
    ...parametersOf("query", route.query, components),
    ...(route.idempotencyKey === true ? [idempotencyKeyParameter] : []),
  ];
  const responses: JsonObject = { "200": successResponseOf(route, components) };
  for (const [status, reason] of Object.entries(route.errors)) {
    responses[status] = { description: reason, content: { [problemMediaType]: { schema: problemReference } } };
  }
  if (route.body !== undefined) {
    responses["413"] = {
      description: `Corpo acima do limite da rota (${CREDIT_BODY_LIMITS_TEXT}), recusado antes de ser lido.`,
      content: { [problemMediaType]: { schema: problemReference } },
    };
  }
  if (route.tag !== "meta") {
    responses.default = {
      description: "Erro inesperado: problem+json sem detalhes internos nem dados pessoais.",
      content: { [problemMediaType]: { schema: problemReference } },
    };
  }
  const body = route.body;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    "x-products": [...route.products],
    security: route.auth === "bearer" ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 && { parameters }),
    ...(body !== undefined && {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          (route.bodyMediaTypes ?? ["application/json"]).map((mediaType) => [mediaType, { schema: components.convert(body) }]),
        ),
      },
    }),
    responses,
  };
}

/**
 * The 200 answer: JSON by default; a route that answers a file's bytes lists its media types, each with the
 * binary schema of its response (a `z.file()`), and the headers that describe the content.
 */
function successResponseOf(route: RouteEntry, components: ComponentSchemas): JsonObject {
  const schema = components.convert(route.response);
  const mediaTypes = route.responseMediaTypes ?? ["application/json"];
  const content = Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: route.responseMediaTypes ? { ...schema, contentMediaType: mediaType } : schema }]),
  );
  const headers =
    route.responseHeaders === undefined
      ? undefined
      : Object.fromEntries(Object.entries(route.responseHeaders).map(([name, description]) => [name, { description, schema: { type: "string" } }]));
  return { description: route.responseDescription, ...(headers !== undefined && { headers }), content };
}

const tags: JsonObject[] = [
  { name: "autenticacao", description: "Emissão do token de acesso (OAuth 2.0 client credentials)." },
  { name: "comum", description: "Fluxo comum aos dois produtos: cadastros, simulação por amortização, operação e acompanhamento." },
  {
    name: "consignado-privado",
    description: "Consignado privado: autorização e consulta de margem, ofertas, proposta ao empregador, garantia (averbação).",
  },
  {
    name: "fgts",
    description:
      "Antecipação do saque-aniversário FGTS: usa as rotas comuns (simulação com amortizationType fgts, operação sem warranty, termo de consentimento em uploads); sem consulta de margem nem proposta.",
  },
  { name: "meta", description: "Rotas do servidor: documento OpenAPI e saúde." },
];

export function buildOpenApiDocument(): JsonObject {
  const components = new ComponentSchemas();
  components.convert(problemSchema);
  const paths: JsonObject = {};
  for (const route of routeList) {
    const pathItem = isJsonObject(paths[route.path]) ? paths[route.path] : {};
    paths[route.path] = { ...(isJsonObject(pathItem) ? pathItem : {}), [route.method.toLowerCase()]: operationOf(route, components) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "API de crédito: consignado privado e antecipação FGTS",
      version: "1.0.0",
      description:
        "Contrato da API de originação de crédito para parceiros. Valores inteiros em centavos (requestedAmount e campos ...InCents); totalValue e registry_OriginalMargin em reais decimais; taxas em %; datas-hora UTC YYYY-MM-DDTHH:MM:SSZ. Erros em application/problem+json (RFC 9457) com errors[{ field, message }].",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas: components.toObject(),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "Token de POST /oauth/token, no cabeçalho Authorization: Bearer <token>.",
        },
      },
    },
  };
}
