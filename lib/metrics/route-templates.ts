import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Request paths to the route templates of the build (`/operations/[id]`, `/v1/CreditNote/[id]`), from the
 * manifests `next build` writes, and server-action ids to the action's exported name. A label never holds the
 * path itself: ids, tokens and CPFs in paths would make series without bound and leak data into dashboards.
 */
export interface RouteTemplates {
  /** The template of a path; "unmatched" when no route of the build has it (a 404). */
  route(pathname: string): string;
  /** The exported name of a server action by its id (the `Next-Action` header); "unknown" otherwise. */
  action(actionId: string): string;
}

interface RoutesManifest {
  staticRoutes?: Array<{ page: string; regex: string }>;
  dynamicRoutes?: Array<{ page: string; regex: string }>;
}

interface ServerReferenceManifest {
  node?: Record<string, { exportedName?: string; filename?: string }>;
}

/** `origination/submitOperationAction` from lib/portal/origination/actions.ts: names repeat across files. */
export function actionName(filename: string | undefined, exportedName: string): string {
  const folder = (filename ?? "")
    .replace(/^(app|lib\/portal)\//, "")
    .replace(/\([^)]*\)\//g, "")
    .replace(/\/?[^/]*$/, "");
  return folder ? `${folder}/${exportedName}` : exportedName;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

export function loadRouteTemplates(distDir: string): RouteTemplates {
  const routes = readJson<RoutesManifest>(path.join(distDir, "routes-manifest.json"));
  const actions = readJson<ServerReferenceManifest>(path.join(distDir, "server", "server-reference-manifest.json"));
  return routeTemplates(routes ?? {}, actions ?? {});
}

export function routeTemplates(routes: RoutesManifest, actions: ServerReferenceManifest): RouteTemplates {
  const exact = new Set((routes.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (routes.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const actionNames = new Map<string, string>();
  for (const [id, entry] of Object.entries(actions.node ?? {})) {
    if (entry.exportedName) actionNames.set(id, actionName(entry.filename, entry.exportedName));
  }
  return {
    route(pathname) {
      // Answered by the server's front itself, not a route of the build.
      if (pathname === "/metrics") return pathname;
      if (pathname.startsWith("/_next/")) return pathname.startsWith("/_next/static/") ? "/_next/static" : "/_next";
      const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      if (exact.has(trimmed)) return trimmed;
      return dynamic.find((route) => route.regex.test(trimmed))?.page ?? "unmatched";
    },
    action(actionId) {
      return actionNames.get(actionId) ?? "unknown";
    },
  };
}
