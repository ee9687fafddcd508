/**
 * `postinstall`: generates the Prisma client (lib/db/generated) where the Prisma CLI is installed (a development
 * install). A production install (`npm ci --omit=dev`) has no CLI and needs no client source: the build it runs
 * (.next/ and dist/, made where the CLI was) already contains the generated client.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prisma = path.join(root, "node_modules", ".bin", process.platform === "win32" ? "prisma.cmd" : "prisma");
if (!existsSync(prisma)) {
  process.stdout.write("postinstall: no Prisma CLI (production install), the client is not generated; run the build made with the dev dependencies\n");
  process.exit(0);
}
const result = spawnSync(prisma, ["generate"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
process.exit(result.status ?? 1);
