import { spawn } from "node:child_process";
import path from "node:path";

/** Runs the project's Prisma CLI (node_modules/.bin/prisma) with extra environment; rejects on failure. */
export function runPrisma(
  args: string[],
  options: { env?: Record<string, string>; capture?: boolean; cwd?: string } = {},
): Promise<string> {
  const cwd = options.cwd ?? process.cwd();
  const bin = path.join(cwd, "node_modules", ".bin", "prisma");
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd,
      env: { ...process.env, ...options.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(options.capture ? stdout : stdout + stderr);
      else reject(new Error(`prisma ${args.join(" ")} failed (${code}):\n${stderr || stdout}`));
    });
  });
}
