import path from "node:path";
import { defineConfig } from "prisma/config";
import { MigrationAdapterFactory } from "./lib/db/migration-adapter";

// Prisma 6 with the JS engine and a driver adapter: the CLI then uses its WebAssembly schema engine and needs
// no native binary download (unreachable on these machines; see shared/TOOLCHAIN.md).
const databaseUrl = process.env.DATABASE_URL;

// The schema names env("DATABASE_URL"); `prisma generate` (run at install) only parses it and needs no server,
// so a placeholder keeps it working on a fresh machine. Connections go through the adapter below, which
// refuses to run without a real URL.
process.env.DATABASE_URL ??= "postgresql://unset@127.0.0.1:1/unset";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    if (!databaseUrl) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)");
    return new MigrationAdapterFactory(databaseUrl);
  },
});
