import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import { DEMO_EXTRA_API_CLIENTS, DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { DEMO_OPERATOR_PASSWORD } from "@/lib/portal/seed/demo-portal";

/** Every file the browser can download: the build's static chunks (the integration run built them). */
function clientFiles(): string[] {
  const root = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "static");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|css|json|html|txt)$/.test(entry)) files.push(full);
    }
  };
  walk(root);
  return files;
}

describe("client bundles", () => {
  test("carry no secret, credential, server module or connection string", () => {
    const files = clientFiles();
    expect(files.length).toBeGreaterThan(5);
    const forbidden = [
      ...DEMO_PARTNERS.map((partner) => partner.clientSecret),
      ...DEMO_EXTRA_API_CLIENTS.map((client) => client.clientSecret),
      DEMO_OPERATOR_PASSWORD,
      inject("deskApiToken"),
      "postgres://",
      "postgresql://",
      "AUTH_SECRET",
      "PORTAL_ENCRYPTION_KEY",
      "DATABASE_URL",
      "apiClientSecretEncrypted",
      "passwordHash",
      "@prisma/client",
    ];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const needle of forbidden) expect(text.includes(needle), `${needle} in ${path.basename(file)}`).toBe(false);
    }
  });
});
