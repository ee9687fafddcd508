/**
 * Server actions over HTTP, as the browser calls them: a POST to a page that uses the action, with the action's
 * id (from the build's server-reference manifest) in `Next-Action` and its arguments JSON-encoded. The result is
 * read from the RSC answer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { portalUrl } from "./portal-session";

interface ManifestEntry {
  readonly workers: Record<string, unknown>;
  readonly exportedName?: string;
  readonly filename?: string;
}

export interface ServerActionRef {
  readonly id: string;
  readonly file: string;
  readonly name: string;
  /** A page whose module map holds the action (its URL pattern, e.g. `app/(portal)/operations/[id]/page`). */
  readonly worker: string;
}

let cached: ServerActionRef[] | undefined;

/** Every server action of the build, with its file and exported name. */
export function serverActions(): ServerActionRef[] {
  if (cached) return cached;
  const file = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestEntry> };
  cached = Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    file: entry.filename ?? "",
    name: entry.exportedName ?? "",
    worker: Object.keys(entry.workers)[0] ?? "",
  }));
  return cached;
}

export function serverAction(file: string, name: string): ServerActionRef {
  const found = serverActions().find((action) => action.file === file && action.name === name);
  if (!found) throw new Error(`server action ${file}#${name} not in the build's manifest`);
  return found;
}

/** The page path that serves an action's worker, with dynamic segments filled by `fill`. */
export function actionPath(action: ServerActionRef, fill = "00000000-0000-4000-8000-000000000000"): string {
  const route = action.worker.replace(/^app/, "").replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "").replace(/\[[^\]]+\]/g, fill);
  return route === "" ? "/" : route;
}

export interface ActionAnswer {
  readonly status: number;
  readonly text: string;
  /** The action's `ActionResult` when the answer carries one. */
  readonly result: { ok: boolean; code?: string; message?: string; data?: unknown } | null;
}

export async function callServerAction(
  action: ServerActionRef,
  args: unknown[],
  options: { cookie?: string | null; origin?: string; path?: string; /** Another instance than the test server. */ baseUrl?: string; timeoutMs?: number } = {},
): Promise<ActionAnswer> {
  const target = options.path ?? actionPath(action);
  const url = options.baseUrl ? `${options.baseUrl}${target}` : portalUrl(target);
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "next-action": action.id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: options.origin ?? new URL(url).origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(args),
    ...(options.timeoutMs && { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const text = await response.text();
  return { status: response.status, text, result: actionResultIn(text) };
}

/** The `{ ok, ... }` object in an RSC answer (one line per chunk, `N:json`). */
function actionResultIn(text: string): ActionAnswer["result"] {
  for (const line of text.split("\n")) {
    const json = line.replace(/^[0-9a-f]+:/, "");
    if (!json.startsWith("{")) continue;
    try {
      const value = JSON.parse(json) as Record<string, unknown>;
      if (typeof value.ok === "boolean") return value as ActionAnswer["result"];
    } catch {
      // not a JSON chunk
    }
  }
  return null;
}
