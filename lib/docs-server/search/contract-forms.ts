/**
 * Question forms a guide's sentence answers because of the contract names it carries, read from the contract
 * itself (the route registry), not written per sentence: a route (`PUT /v1/CreditNote/{id}`) is also asked for by what it does: its endpoint's summary ("Atualizar
 *   operação"), so "em que status posso editar a operação" finds the permission table's row of that route.
 * The status enum tells a question naming `Revision` from one naming `WarrantyRevision` (corpus.ts).
 */
import { marginAuthorizationStatusValues, operationStatusValues } from "@/lib/contract/enums";
import { findEndpointByRoute } from "../reference/endpoints";

const STATUSES: ReadonlySet<string> = new Set<string>([...operationStatusValues, ...marginAuthorizationStatusValues]);

const BY_LOWER_CASE: ReadonlyMap<string, string> = new Map([...STATUSES].map((status) => [status.toLowerCase(), status]));

/** The status a word names, whatever its case ("revision" → `Revision`). */
export function statusNamed(word: string): string | undefined {
  return BY_LOWER_CASE.get(word.toLowerCase());
}

/** The HTTP methods of the contract's routes. */
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

const ROUTE = new RegExp(`\\b(${METHODS.join("|")})\\s+(\\/[\\w/{}.-]+)`, "gi");

const METHOD_WORDS: ReadonlySet<string> = new Set(METHODS);

/** The HTTP methods a question types in capitals, as the contract writes them ("get" in "how do I get" is a word). */
export function methodsTyped(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.filter((word) => METHOD_WORDS.has(word)));
}

/** The endpoints of the routes a text writes out by method and path, as `findEndpointByRoute` resolves them. */
function endpointsWritten(text: string, keep: (path: string) => boolean = () => true) {
  return [...text.matchAll(ROUTE)]
    .filter((match) => keep(match[2] ?? ""))
    .flatMap((match) => findEndpointByRoute(match[1] ?? "", (match[2] ?? "").replace(/\.+$/, "")).endpoint ?? []);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A path whose placeholder names another identifier than the resource's id (`/v1/CreditNote/{creditNoteNo}`) is a
 * route the partner asks about, not one of the contract's: the question is whether that identifier works there.
 */
function placeholdersAreIds(path: string): boolean {
  return [...path.matchAll(PLACEHOLDER)].every((match) => /id$/i.test(match[1] ?? ""));
}

/**
 * The endpoints a question names by method and route ("GET /v1/CreditNote", "PUT /v1/CreditNote/123/warranty"): a
 * route written whole names one endpoint, as a field's name names its row; `CreditNote` alone is in a dozen routes. A
 * path without its method ("o que subi pelo /v1/File") says where the partner was, not what is asked.
 */
export function endpointsNamed(query: string): ReadonlySet<string> {
  return new Set(endpointsWritten(query.slice(0, 1_000), placeholdersAreIds).map((endpoint) => endpoint.operationId));
}

/** The summaries of the endpoints a sentence names by method and route. */
export function contractForms(answer: string): string {
  return [...new Set(endpointsWritten(answer.replace(/`/g, "")).map((endpoint) => endpoint.summary))].join(" ");
}
