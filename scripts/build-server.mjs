/**
 * Compiles the processes a production install runs into dist/ (part of `npm run build`, after `next build`):
 * the application server, `db:migrate` and the two workers, each one CommonJS file with the project's own code
 * bundled and the npm packages left to node_modules. A production install (`npm ci --omit=dev`) then runs them
 * with plain `node`, without tsx or TypeScript (scripts/run.mjs picks the source or the compiled file).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ENTRIES = ["app-server", "migrate", "pipeline-worker", "tracker-worker"];

/** `server-only` throws outside React Server Components; in these plain Node processes it marks nothing. */
const serverOnlyStub = {
  name: "server-only-stub",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "stub" }));
    builder.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: "", loader: "js" }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join("scripts", `${name}.ts`)])),
  outdir: "dist",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "cjs",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [serverOnlyStub],
  // The generated Prisma client is an ES module that reads import.meta.url; in CommonJS that is this file's URL.
  banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { "import.meta.url": "__importMetaUrl" },
});
process.stdout.write(`compiled ${ENTRIES.map((name) => `dist/${name}.js`).join(", ")}\n`);
