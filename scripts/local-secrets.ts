/**
 * Secrets for a machine without configuration: AUTH_SECRET, PORTAL_ENCRYPTION_KEY and DESK_API_TOKEN are taken
 * from the environment when set; otherwise generated once and kept in a file readable only by the owner (so
 * branch credentials encrypted by the seed stay readable after a restart, and the desk token stays the one
 * printed before), or kept in memory for throw-away systems. A file from before a secret existed gets it added.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface PortalSecrets {
  AUTH_SECRET: string;
  PORTAL_ENCRYPTION_KEY: string;
  /** Bearer token of the desk API (/desk-api/...): no well-known default anywhere. */
  DESK_API_TOKEN: string;
}

function generate(): PortalSecrets {
  return {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PORTAL_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DESK_API_TOKEN: `desk_${randomBytes(24).toString("base64url")}`,
  };
}

function write(file: string, secrets: PortalSecrets): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Reads or creates the secrets file (`file` undefined: fresh secrets in memory). The environment wins. */
export function loadLocalSecrets(file?: string): PortalSecrets {
  let stored: PortalSecrets;
  if (!file) {
    stored = generate();
  } else if (existsSync(file)) {
    const read = JSON.parse(readFileSync(file, "utf8")) as Partial<PortalSecrets>;
    stored = { ...generate(), ...read };
    if (Object.keys(stored).some((key) => !(key in read))) write(file, stored);
  } else {
    stored = generate();
    write(file, stored);
  }
  return {
    AUTH_SECRET: process.env.AUTH_SECRET || stored.AUTH_SECRET,
    PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY || stored.PORTAL_ENCRYPTION_KEY,
    DESK_API_TOKEN: process.env.DESK_API_TOKEN?.trim() || stored.DESK_API_TOKEN,
  };
}
