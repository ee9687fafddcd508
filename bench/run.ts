/**
 * `npm run bench`: runs every benchmark of the repository in sequence and prints one line per figure.
 * Each module exports `run(): Promise<void>`; add new benchmarks to the list below.
 */
const benches: Array<{ name: string; load: () => Promise<{ run: () => Promise<void> }> }> = [
  { name: "finance", load: () => import("./finance") },
  { name: "credit-api-http", load: () => import("./credit-api-http") },
  { name: "pipeline", load: () => import("./pipeline") },
  { name: "portal-http", load: () => import("./portal-http") },
  { name: "docs-search", load: () => import("./docs-search") },
  { name: "hostile-input", load: () => import("./hostile-input") },
  { name: "origination-actions", load: () => import("./origination-actions") },
  { name: "board", load: () => import("./board") },
  { name: "pipeline-boards", load: () => import("./pipeline-boards") },
  { name: "resilience", load: () => import("./resilience") },
  { name: "instances", load: () => import("./instances") },
];

async function main() {
  const only = process.argv[2];
  for (const bench of benches) {
    if (only && !bench.name.includes(only)) continue;
    process.stdout.write(`\n## ${bench.name}\n`);
    const mod = await bench.load();
    await mod.run();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
