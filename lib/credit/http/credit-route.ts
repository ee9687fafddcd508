import type { z } from "zod";
import { MAX_FILE_UPLOAD_BODY_BYTES } from "@/lib/contract/file";
import { MAX_FILE_SIZE_TEXT } from "@/lib/contract/file-signature";
import type { RouteDefinition } from "@/lib/contract/route-definition";
import { AppError, parseJsonBody, readJsonText, withProblemHandling } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { authenticateCaller, type Caller } from "../auth/authenticate-caller";
import { withIdempotency } from "../idempotency/with-idempotency";
import { parseFormText, readFormText } from "./read-form-body";
import { readMultipartBody } from "./read-multipart-body";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<R extends RouteDefinition> {
  request: Request;
  caller: R["auth"] extends "bearer" ? Caller : undefined;
  params: Output<R["params"]>;
  query: Output<R["query"]>;
  body: Output<R["bodyEnvelope"] extends z.ZodType ? R["bodyEnvelope"] : R["body"]>;
}

/** What a handler returns: the response body on the wire (200), or a ready Response for anything else. */
export type RouteResult<R extends RouteDefinition> = z.input<R["response"]> | Response;

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one way a credit API route handler is written: the contract's route definition decides the bearer check,
 * and the zod schemas of its path, query and body (any ZodError becomes a 400 naming the fields); creations
 * honour `Idempotency-Key`; errors become problem+json. Handlers stay thin and call lib/credit.
 * The body is read once, within its byte cap, before anything else looks at it (lib/http/read-body.ts).
 */
export function creditRoute<R extends RouteDefinition>(
  route: R,
  handler: (input: RouteInput<R>) => Promise<RouteResult<R>>,
) {
  return withProblemHandling(async (request: Request, context: NextRouteContext) => {
    const caller = route.auth === "bearer" ? await authenticateCaller(request.headers.get("authorization")) : undefined;
    const params = route.params ? await route.params.parseAsync((await context?.params) ?? {}) : undefined;
    const query = route.query ? await route.query.parseAsync(queryObject(request)) : undefined;

    const bodySchema = route.bodyEnvelope ?? route.body;
    const raw = bodySchema ? await readRawBody(request, route) : undefined;
    const run = async () => {
      const body = bodySchema && raw ? await parseRawBody(raw, bodySchema) : undefined;
      const input = { request, caller, params, query, body } as RouteInput<R>;
      const result = await handler(input);
      return result instanceof Response ? result : jsonResponse(route, result);
    };

    if (route.idempotencyKey && caller) return withIdempotency(request, caller, raw && raw.kind !== "multipart" ? raw.text : "", run);
    return run();
  });
}

/** The query string as an object; a repeated key becomes a list (schemas decide whether they take one). */
export function queryObject(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/** A body as read (within its cap), before its schema judges it: JSON or form text, or the parts of a multipart body. */
type RawBody = { readonly kind: "json" | "form"; readonly text: string } | { readonly kind: "multipart"; readonly parts: unknown };

async function readRawBody(request: Request, route: RouteDefinition): Promise<RawBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (route.bodyMediaTypes?.includes("multipart/form-data")) {
    // Multipart bodies carry a document in the `file` part (DESIGN §3), within the contract's size limit.
    const limits = { maxBodyBytes: route.maxBodyBytes ?? MAX_FILE_UPLOAD_BODY_BYTES, field: "file", tooLargeMessage: `envie um arquivo de até ${MAX_FILE_SIZE_TEXT}` };
    return { kind: "multipart", parts: await readMultipartBody(request, limits) };
  }
  if (route.bodyMediaTypes?.includes("application/x-www-form-urlencoded") && contentType.startsWith("application/x-www-form-urlencoded")) {
    return { kind: "form", text: await readFormText(request) };
  }
  return { kind: "json", text: await readJsonText(request) };
}

async function parseRawBody(raw: RawBody, schema: z.ZodType): Promise<unknown> {
  if (raw.kind === "multipart") return schema.parseAsync(raw.parts);
  return raw.kind === "form" ? schema.parseAsync(parseFormText(raw.text)) : parseJsonBody(raw.text, schema);
}

/**
 * In tests (CONTRACT_CHECK_RESPONSES=1) every answer is checked against the route's response schema, so an
 * implementation that drifts from the published contract fails loudly instead of surprising a partner.
 */
export function jsonResponse(route: Pick<RouteDefinition, "method" | "path" | "response">, body: unknown): Response {
  if (process.env.CONTRACT_CHECK_RESPONSES === "1") {
    const wire = JSON.parse(JSON.stringify(body)) as unknown;
    const checked = route.response.safeParse(wire);
    if (!checked.success) {
      logger.error("resposta fora do contrato", { route: `${route.method} ${route.path}`, issues: checked.error.issues });
      throw new AppError("INTERNAL", { message: `response of ${route.method} ${route.path} breaks the contract` });
    }
  }
  return Response.json(body, { headers: { "cache-control": "no-store" } });
}
