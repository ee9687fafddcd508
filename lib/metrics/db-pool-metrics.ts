import type pg from "pg";
import { gauge } from "./registry";

/**
 * The PostgreSQL connection pools of this process (lib/db/client.ts), summed: connections in use, idle, and
 * queries waiting for one (a pool too small for the load, or a database too slow, shows there first).
 */
const store = globalThis as unknown as { crediMetricsPools?: Set<pg.Pool> };

export function trackPool(pool: pg.Pool): pg.Pool {
  const pools = (store.crediMetricsPools ??= new Set());
  pools.add(pool);
  gauge({
    name: "credito_db_pool_connections",
    help: "PostgreSQL pool connections of this process, by state (in_use, idle), and requests waiting for one (waiting)",
    labelNames: ["state"] as const,
    collect() {
      let total = 0;
      let idle = 0;
      let waiting = 0;
      for (const each of store.crediMetricsPools ?? []) {
        // A pool ended by $disconnect (a script's short-lived client) leaves the sum.
        if ((each as pg.Pool & { ended?: boolean }).ended) {
          store.crediMetricsPools?.delete(each);
          continue;
        }
        total += each.totalCount;
        idle += each.idleCount;
        waiting += each.waitingCount;
      }
      this.set({ state: "in_use" }, total - idle);
      this.set({ state: "idle" }, idle);
      this.set({ state: "waiting" }, waiting);
    },
  });
  return pool;
}
