/**
 * `node scripts/run.mjs <name>`: runs one of the processes a deployment needs (app-server, migrate,
 * pipeline-worker, tracker-worker) from its TypeScript source through tsx where the development dependencies
 * are installed, and from its compiled form (dist/<name>.js, made by `npm run build`) in a production install
 * (`npm ci --omit=dev`: no tsx). The npm scripts `start:production`, `db:migrate`, `pipeline:worker` and
 * `tracker:worker` go through here, so they work in both.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NAMES = ["app-server", "migrate", "pipeline-worker", "tracker-worker"];
// The tracker's modules are marked `server-only`, which only resolves (to nothing) under this condition.
const SOURCE_FLAGS = { "tracker-worker": ["--conditions=react-server"] };

const [name, ...args] = process.argv.slice(2);
if (!NAMES.includes(name)) {
  process.stderr.write(`usage: node scripts/run.mjs <${NAMES.join("|")}> [args]\n`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(path.join(root, "package.json")).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

const compiled = path.join(root, "dist", `${name}.js`);
let nodeArgs;
if (hasTsx()) {
  nodeArgs = [...(SOURCE_FLAGS[name] ?? []), "--import", "tsx", path.join(root, "scripts", `${name}.ts`)];
} else if (existsSync(compiled)) {
  nodeArgs = ["--enable-source-maps", compiled];
} else {
  process.stderr.write(`${compiled} is missing: run \`npm run build\` where the development dependencies are installed, and ship dist/ with .next/\n`);
  process.exit(1);
}

const child = spawn(process.execPath, [...nodeArgs, ...args], { stdio: "inherit" });
// The child gets the signals of a container stop or Ctrl+C, and its exit code is ours.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
