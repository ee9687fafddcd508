/**
 * What an e2e spec needs to start one more portal instance on the e2e system's database (e.g. behind a fault
 * proxy): written by scripts/serve-test.ts when the system is up, removed when it stops. Test secrets only (fresh
 * ones each run), in a file only this user can read.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestSystemFile {
  readonly baseUrl: string;
  readonly env: Record<string, string>;
}

export function testSystemFilePath(port: number): string {
  return path.join(tmpdir(), `credito-e2e-system-${port}.json`);
}

export function writeTestSystemFile(port: number, system: TestSystemFile): void {
  writeFileSync(testSystemFilePath(port), JSON.stringify(system), { mode: 0o600 });
}

export function removeTestSystemFile(port: number): void {
  rmSync(testSystemFilePath(port), { force: true });
}

export function readTestSystemFile(port: number): TestSystemFile {
  const file = testSystemFilePath(port);
  if (!existsSync(file)) throw new Error(`no running e2e system on port ${port} (${file} missing)`);
  return JSON.parse(readFileSync(file, "utf8")) as TestSystemFile;
}
