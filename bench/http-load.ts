/** Load generation shared by the HTTP benchmarks: concurrent `fetch` loops for a bounded time, with latencies. */
import { createServer } from "node:net";

export const CONCURRENCY = 50;
export const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const MAX_SAMPLES = 2_000_000;

export interface LoadResult {
  readonly perSecond: number;
  readonly ok: number;
  readonly failed: number;
  readonly p50: number;
  readonly p99: number;
}

export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Target {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: string;
}

async function load(base: string, target: Target, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const samples = new Float64Array(MAX_SAMPLES);
  let count = 0;
  let ok = 0;
  let failed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(`${base}${target.path}`, { method: target.method, headers, body: target.body });
        await response.arrayBuffer();
        if (response.status === 200) ok++;
        else failed++;
      } catch {
        failed++;
      }
      if (count < MAX_SAMPLES) samples[count++] = performance.now() - sent;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = (performance.now() - start) / 1000;
  const sorted = samples.subarray(0, count).sort();
  const quantile = (q: number) => sorted[Math.min(count - 1, Math.floor(q * count))] ?? 0;
  return { perSecond: ok / elapsed, ok, failed, p50: quantile(0.5), p99: quantile(0.99) };
}

export async function measure(base: string, target: Target, headers: Record<string, string>): Promise<LoadResult> {
  await load(base, target, headers, WARM_UP_SECONDS);
  return load(base, target, headers, SECONDS);
}

export const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
export const line = (name: string, result: LoadResult) =>
  `${name}: ${fmt(result.perSecond)} req/s (p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${fmt(result.ok)} ok, ${result.failed} failed; ${CONCURRENCY} connections, ${SECONDS} s)`;

