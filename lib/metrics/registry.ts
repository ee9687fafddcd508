import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's one metrics registry. The application server (scripts/app-server.ts) and the Next.js bundles
 * load this module separately, so both the registry and each metric are kept on globalThis and created once:
 * whichever copy counts, the same series are scraped at /metrics. Every label takes values from a fixed set
 * (route templates, operation names, statuses, reasons): never an id, a CPF, an e-mail or a URL.
 */
const store = globalThis as unknown as { crediMetricsRegistry?: Registry };

export function metricsRegistry(): Registry {
  if (!store.crediMetricsRegistry) {
    const registry = new Registry();
    // Node.js process metrics: CPU, memory, heap, event loop lag, handles, GC.
    collectDefaultMetrics({ register: registry });
    store.crediMetricsRegistry = registry;
  }
  return store.crediMetricsRegistry;
}

type Config<T extends string> = { name: string; help: string; labelNames?: readonly T[] };

export function counter<T extends string>(config: Config<T>): Counter<T> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(config.name) as Counter<T> | undefined) ?? new Counter({ ...config, registers: [registry] });
}

export function histogram<T extends string>(config: Config<T> & { buckets: number[] }): Histogram<T> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(config.name) as Histogram<T> | undefined) ?? new Histogram({ ...config, registers: [registry] });
}

/** A gauge read at scrape time (`collect` sets it). */
export function gauge<T extends string>(config: Config<T> & { collect?: (this: Gauge<T>) => Promise<void> | void }): Gauge<T> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(config.name) as Gauge<T> | undefined) ?? new Gauge({ ...config, registers: [registry] });
}

/** Seconds since `startedAt` (a performance.now() reading). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}

/** Latency buckets, in seconds: from a fast query to a slow upstream call. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
