/** The shape of one entry of the route registry (routes.ts) and the helpers that build entries. */
import { z } from "zod";
import type { ProductModule } from "./enums";
import { parametersObject } from "./objects";
import { uuidSchema } from "./units";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Module of a route: one product, the flow both share, authentication, or server meta routes. */
export type RouteTag = "autenticacao" | "comum" | ProductModule | "meta";

/**
 * Error statuses of the spec's Errors table, plus 413 and 415 of the file upload (DESIGN §3) and 429 where a route
 * is throttled (the spec leaves rate limits "not shown"); each route lists the ones it can answer and why. 413 (body
 * above the limit) applies to every route with a body and is documented by the OpenAPI generator itself.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** OpenAPI form with the spec's casing, e.g. `/v1/CreditNote/{id}/submitapproval`. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: RouteTag;
  /** Products the route serves (a `comum` route serves both). Empty for authentication and meta routes. */
  readonly products: readonly ProductModule[];
  readonly auth: "bearer" | "none";
  /** Creation routes accept an `Idempotency-Key` header: a retry with the same key and body creates nothing new. */
  readonly idempotencyKey?: boolean;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** The documented body (what clients send). */
  readonly body?: z.ZodType;
  /** Media types of the body; JSON unless stated. */
  readonly bodyMediaTypes?: readonly string[];
  /** What the server validates up front when it differs from `body` (the batch checks items one by one). */
  readonly bodyEnvelope?: z.ZodType;
  /** Multipart routes: the largest body read; beyond it the answer is 413 before anything more is read. */
  readonly maxBodyBytes?: number;
  /** The 200 answer's body when it is not JSON (a file's bytes): its possible media types. */
  readonly responseMediaTypes?: readonly string[];
  /** Headers of the 200 answer worth documenting (name → meaning). */
  readonly responseHeaders?: Readonly<Record<string, string>>;
  readonly response: z.ZodType;
  readonly responseDescription: string;
  readonly errors: Readonly<Partial<Record<ErrorStatus, string>>>;
}

export type RouteRegistry<T extends Record<string, RouteDefinition>> = {
  readonly [K in keyof T & string]: T[K] & { readonly operationId: K };
};

/** Adds each entry's key as its `operationId`, so the id is written once and stays stable. */
export function defineRoutes<const T extends Record<string, RouteDefinition>>(definitions: T): RouteRegistry<T> {
  const entries = Object.entries(definitions).map(([operationId, definition]) => [operationId, { ...definition, operationId }]);
  return Object.fromEntries(entries) as RouteRegistry<T>;
}

export const bothProducts = ["consignado-privado", "fgts"] as const satisfies readonly ProductModule[];
export const privateLoanOnly = ["consignado-privado"] as const satisfies readonly ProductModule[];

/** Path parameters of the routes addressed by a UUID. */
export const idPathParamsSchema = parametersObject({ id: uuidSchema.describe("Identificador (UUID) do recurso.") }, "rota");

export const httpErrorReasons = {
  unauthorized: "Token ausente, expirado ou inválido: renove o token em POST /oauth/token.",
  notLinked: "Tomador/titular não vinculado ao correspondente do chamador, ou sem permissão para a ação.",
  idempotencyConflict: "Idempotency-Key já usada com outro corpo.",
} as const;

/** 400 reason for a request that fails the contract, plus the business refusals of the route. */
export function validationReason(businessRefusals?: string): string {
  const contract = "Validação do contrato (unidades, formatos, campos obrigatórios e proibidos; ver errors[]).";
  return businessRefusals === undefined ? contract : `${contract} Regras de negócio: ${businessRefusals}.`;
}

/** 409 reason for an action the operation's current status does not allow. */
export function statusConflictReason(allowed: string): string {
  return `Ação inválida para o status atual da operação (permitida em: ${allowed}); consulte o status antes de repetir.`;
}
