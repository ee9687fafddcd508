/**
 * Secrets for a machine without configuration: AUTH_SECRET and PORTAL_ENCRYPTION_KEY are taken from the
 * environment when set; otherwise generated once and kept in a file readable only by the owner (so branch
 * credentials encrypted by the seed stay readable after a restart), or kept in memory for throw-away systems.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface PortalSecrets {
  AUTH_SECRET: string;
  PORTAL_ENCRYPTION_KEY: string;
}

function generate(): PortalSecrets {
  return { AUTH_SECRET: randomBytes(32).toString("base64url"), PORTAL_ENCRYPTION_KEY: randomBytes(32).toString("base64") };
}

/** Reads or creates the secrets file (`file` undefined: fresh secrets in memory). The environment wins. */
export function loadLocalSecrets(file?: string): PortalSecrets {
  let stored: PortalSecrets;
  if (!file) {
    stored = generate();
  } else if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, "utf8")) as PortalSecrets;
  } else {
    stored = generate();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    AUTH_SECRET: process.env.AUTH_SECRET || stored.AUTH_SECRET,
    PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY || stored.PORTAL_ENCRYPTION_KEY,
  };
}
