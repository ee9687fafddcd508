/**
 * Server actions over HTTP, the way the browser calls them (a POST to the page with the `Next-Action` header and
 * the action's arguments as JSON), for benchmarks that compare a portal action with the credit API call it proxies.
 * The action ids come from the build's server-reference manifest.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ActionCaller {
  call<T>(file: string, name: string, input: unknown): Promise<T>;
}

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };

export function actionCaller(base: string, pagePath: string, cookie: string): ActionCaller {
  const manifest = JSON.parse(readFileSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  const ids = new Map(Object.entries(manifest.node).map(([id, entry]) => [`${entry.filename}#${entry.exportedName}`, id]));
  return {
    async call<T>(file: string, name: string, input: unknown): Promise<T> {
      const id = ids.get(`${file}#${name}`);
      if (!id) throw new Error(`no server action ${name} in ${file}`);
      const response = await fetch(`${base}${pagePath}`, {
        method: "POST",
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: base, cookie },
        body: JSON.stringify([input]),
      });
      const text = await response.text();
      // The RSC answer: one line per chunk; the action's return value is chunk 1.
      const line = text.split("\n").find((candidate) => candidate.startsWith("1:"));
      if (!response.ok || !line) throw new Error(`action ${name}: HTTP ${response.status} ${text.slice(0, 200)}`);
      const result = JSON.parse(line.slice(2)) as { ok: boolean; data?: T; message?: string };
      if (!result.ok) throw new Error(`action ${name} refused: ${result.message}`);
      return result.data as T;
    },
  };
}

/** p50 and p95 of a list of milliseconds. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
