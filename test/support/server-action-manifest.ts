/**
 * The build's server actions, from its server-reference manifest: each action's id (sent in `Next-Action`), the file
 * and name it is exported under, and a page that serves it. Shared by the integration tests and the benches, which
 * post actions over HTTP as the browser does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

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

/** Every server action of the build in NEXT_DIST_DIR (default `.next`), with its file and exported name. */
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

/** The action exported as `name` from `file`, or by that name alone when it is unique in the build. */
export function serverAction(file: string | null, name: string): ServerActionRef {
  const found = serverActions().filter((action) => action.name === name && (file === null || action.file === file));
  if (found.length !== 1) throw new Error(`${found.length} server actions ${file ?? "*"}#${name} in the build's manifest`);
  return found[0]!;
}

/** The page path that serves an action's worker, with dynamic segments filled by `fill`. */
export function actionPath(action: ServerActionRef, fill = "00000000-0000-4000-8000-000000000000"): string {
  const route = action.worker.replace(/^app/, "").replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "").replace(/\[[^\]]+\]/g, fill);
  return route === "" ? "/" : route;
}
