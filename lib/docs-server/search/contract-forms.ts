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

const ROUTE = /\b(GET|POST|PUT|DELETE|PATCH)\s+(\/[\w/{}.-]+)/g;

/** The summaries of the endpoints a sentence names by method and route. */
export function contractForms(answer: string): string {
  const plain = answer.replace(/`/g, "");
  const summaries = new Set<string>();
  for (const match of plain.matchAll(ROUTE)) {
    const endpoint = findEndpointByRoute(match[1] ?? "", match[2] ?? "").endpoint;
    if (endpoint !== undefined) summaries.add(endpoint.summary);
  }
  return [...summaries].join(" ");
}
