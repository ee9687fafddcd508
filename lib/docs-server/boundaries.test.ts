/**
 * The documentation server never calls the credit API (spec: "It does not call the credit API"): no module
 * of lib/docs-server makes a network call or reaches the API's client, database or domain services. It may
 * run the API's pure calculation (the catalog, `computePlan` and its clock: no database, no network), so its
 * payload check applies the very rules the API applies. It may read the sandbox's published credentials (pure
 * data: demo partners and the portal's demo seed), so the argument screening refuses them however written.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== "test-fixtures.ts" ? [full] : [];
  });
}

describe("lib/docs-server", () => {
  const files = sourceFiles(path.dirname(new URL(import.meta.url).pathname));

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))("%s makes no network call and imports no API internals", (_name, file) => {
    const source = readFileSync(file, "utf8");
    expect(source).not.toMatch(/\bfetch\s*\(|node:http|XMLHttpRequest|WebSocket/);
    expect(source).not.toMatch(
      /from "@\/lib\/(credit-client|db|portal(?!\/seed\/demo-portal"))|from "@\/lib\/credit\/(?!products\/catalog"|products\/catalog-finance-row"|sandbox\/special-cpfs"|sandbox\/demo-partners"|simulation\/compute-plan"|simulation\/clock")/,
    );
    expect(source).not.toMatch(/console\./);
  });
});
