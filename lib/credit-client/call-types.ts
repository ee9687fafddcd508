/**
 * Types of `client.call(operationId, input)`, derived from the route registry so that a field added to a
 * schema in lib/contract reaches every caller without being restated here.
 */
import type { z } from "zod";
import type { OperationId, Routes } from "@/lib/contract/routes";

export type CreditOperationId = OperationId;

/** Routes whose body or answer is a file (document content): `uploadFile`/`downloadFile`, not `call`. */
type FileRoute = { readonly bodyMediaTypes: readonly ["multipart/form-data"] } | { readonly responseMediaTypes: readonly string[] };

/** The routes `call` reaches: JSON in, JSON out. */
export type CreditJsonOperationId = { [K in OperationId]: Routes[K] extends FileRoute ? never : K }[OperationId];

/** Query-string values the client can write (`page` is read from text by the server, hence `unknown` in zod). */
export type QueryScalar = string | number | boolean;

/** The query's input type, with the coerced fields (input `unknown`) narrowed to what fits in a URL. */
export type CreditQueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? QueryScalar | undefined : z.input<S>[K];
};

type ParamsPart<R> = R extends { readonly params: infer S extends z.ZodType } ? { params: z.input<S> } : { params?: never };

type QueryPart<R> = R extends { readonly query: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { query?: CreditQueryInput<S> }
    : { query: CreditQueryInput<S> }
  : { query?: never };

type BodyPart<R> = R extends { readonly body: infer S extends z.ZodType }
  ? undefined extends z.input<S>
    ? { body?: z.input<S> }
    : { body: z.input<S> }
  : { body?: never };

type IdempotencyPart<R> = R extends { readonly idempotencyKey: true }
  ? {
      /** Same key + same body → the first answer, nothing created twice. Derive it from the draft being submitted. */
      idempotencyKey?: string;
    }
  : { idempotencyKey?: never };

/** What `call` takes for a route: path params, query, body and idempotency key, as the route declares them. */
export type CreditCallInput<K extends CreditOperationId> = ParamsPart<Routes[K]> & QueryPart<Routes[K]> & BodyPart<Routes[K]> & IdempotencyPart<Routes[K]>;

/** What `call` resolves to: the route's response, as its schema outputs it. */
export type CreditCallOutput<K extends CreditOperationId> = z.output<Routes[K]["response"]>;

/** The input may be left out when nothing in it is required (e.g. `getHealth`, `listNaturalPersons`). */
export type CreditCallArgs<K extends CreditOperationId> = object extends CreditCallInput<K> ? [input?: CreditCallInput<K>] : [input: CreditCallInput<K>];
