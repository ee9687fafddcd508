/**
 * The credit API contract: zod schemas of every request and response, enums, units, the route registry
 * and the OpenAPI document. One source of truth for route validation, the typed client, the portal forms,
 * the OpenAPI document and the documentation server.
 */
export * from "./units";
export * from "./enums";
export * from "./status-permissions";
export * from "./amortization";
export * from "./warranty";
export * from "./upload";
export * from "./file-signature";
export * from "./file";
export * from "./contact";
export * from "./natural-person";
export * from "./bank-account";
export * from "./margin-authorization";
export * from "./margin";
export * from "./offers";
export * from "./first-payment-date";
export * from "./simulation";
export * from "./proposals";
export * from "./auction";
export * from "./signatures";
export * from "./token";
export * from "./product";
export * from "./pagination";
export * from "./problem";
export * from "./credit-note";
export * from "./credit-note-response";
export * from "./meta";
export * from "./errors";
export * from "./route-definition";
export * from "./routes";
export { buildOpenApiDocument } from "./openapi";
export { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from "./tax-ids";
export { acceptedKeys, forbiddenKeys, isForbiddenField } from "./objects";
