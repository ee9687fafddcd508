/**
 * Registry of every route of the credit API: the spec's endpoint tables plus DESIGN §3 (token,
 * registrations, margin authorization, document content) and two meta routes. Route handlers, the typed
 * client, the OpenAPI document and the documentation server all read it. Summaries and descriptions are pt-BR.
 *
 * Left out on purpose: the two `/v1/Webhook/{provider}` routes of the upstream contract. They receive
 * callbacks from external providers in other products' flows, are not addressed to partners and notify
 * nothing about these products.
 */
import { defineRoutes, type RouteDefinition } from "./route-definition";
import { creditNoteRoutes } from "./routes-credit-note";
import { documentRoutes } from "./routes-documents";
import { fileRoutes } from "./routes-files";
import { metaRoutes } from "./routes-meta";
import { payrollRoutes } from "./routes-payroll";
import { productRoutes } from "./routes-products";
import { registrationRoutes } from "./routes-registrations";
import { simulationRoutes } from "./routes-simulation";

/** Keyed by `operationId`; in the order of the flow (registrations, products, margin and offers, simulation, documents, operation). */
export const routes = defineRoutes({
  ...registrationRoutes,
  ...productRoutes,
  ...payrollRoutes,
  ...simulationRoutes,
  ...fileRoutes,
  ...creditNoteRoutes,
  ...documentRoutes,
  ...metaRoutes,
});

export type Routes = typeof routes;
export type OperationId = keyof Routes;
export type RouteEntry = RouteDefinition & { readonly operationId: OperationId };

/** Every route, in registry order (the OpenAPI document and the documentation server list them so). */
export const routeList: readonly RouteEntry[] = Object.values(routes);

export function findRoute(method: string, path: string): RouteEntry | undefined {
  return routeList.find((route) => route.method === method.toUpperCase() && route.path === path);
}
