import "server-only";

/** Branch scoping of operations lives in lib/portal/access (one module for pages, routes and actions). */
export { creditClientForOperation } from "../access/operation-access";
