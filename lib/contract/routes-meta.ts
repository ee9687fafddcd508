/** Server routes outside the credit spec: the OpenAPI document and the health check. Both are public. */
import { healthSchema, openApiDocumentSchema } from "./meta";
import type { RouteDefinition } from "./route-definition";

export const metaRoutes = {
  getOpenApiDocument: {
    method: "GET",
    path: "/v1/openapi.json",
    summary: "Documento OpenAPI",
    description: "Este contrato em OpenAPI 3.1, gerado de lib/contract. Público.",
    tag: "meta",
    products: [],
    auth: "none",
    response: openApiDocumentSchema,
    responseDescription: "Documento OpenAPI 3.1.",
    errors: {},
  },
  getHealth: {
    method: "GET",
    path: "/health",
    summary: "Saúde do servidor",
    description: "Vivacidade e prontidão: 200 quando o banco responde; 503 com o mesmo corpo (status degraded) caso contrário.",
    tag: "meta",
    products: [],
    auth: "none",
    response: healthSchema,
    responseDescription: "Estado do servidor e do banco.",
    errors: {},
  },
} satisfies Record<string, RouteDefinition>;
