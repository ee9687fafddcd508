#!/usr/bin/env node
/**
 * Runs npm scripts side by side (`node scripts/run-together.mjs lint typecheck test:unit`) and fails when any of
 * them fails. Each script's output is held and printed whole when it ends, so logs never interleave; a summary line
 * gives each one's time. Used by `npm test` where stages do not depend on each other: the static checks and the
 * unit tests, then (after the build) the integration and e2e suites, which start their own servers and databases on
 * different ports.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write("usage: node scripts/run-together.mjs <npm script>...\n");
  process.exit(2);
}

const started = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const from = Date.now();
      const chunks = [];
      const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
      child.on("close", (code, signal) => {
        const status = code ?? (signal ? 1 : 0);
        process.stdout.write(`\n===== npm run ${script}: ${status === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(from)} =====\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve({ script, status, time: seconds(from) });
      });
    }),
);

const results = await Promise.all(runs);
process.stdout.write(`\n${results.map((result) => `${result.script} ${result.status === 0 ? "ok" : "FAILED"} (${result.time})`).join(", ")}; together ${seconds(started)}\n`);
process.exit(results.some((result) => result.status !== 0) ? 1 : 0);
