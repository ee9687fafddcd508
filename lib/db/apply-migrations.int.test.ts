import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { applyMigrations, availableMigrations, pendingMigrations } from "./apply-migrations";

// A database of its own on the suite's server: these tests migrate it from empty.
const database = `migrate_test_${process.pid}`;
const url = new URL(inject("databaseUrl"));
const admin = new pg.Client({ connectionString: url.toString() });
url.pathname = `/${database}`;
const freshUrl = url.toString();

beforeAll(async () => {
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
});

test("two runs started together on an empty database apply every migration once, in Prisma's bookkeeping", async () => {
  expect(await pendingMigrations(freshUrl)).toEqual(availableMigrations());
  const [first, second] = await Promise.all([applyMigrations(freshUrl), applyMigrations(freshUrl)]);
  expect([...first, ...second].sort()).toEqual(availableMigrations());
  expect(await pendingMigrations(freshUrl)).toEqual([]);

  const client = new pg.Client({ connectionString: freshUrl });
  await client.connect();
  try {
    const rows = await client.query<{ migration_name: string; checksum: string; applied_steps_count: number; finished_at: Date | null }>(
      `SELECT migration_name, checksum, applied_steps_count, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.rows.map((row) => row.migration_name)).toEqual(availableMigrations());
    for (const row of rows.rows) {
      // The checksum `prisma migrate deploy/status` compares: SHA-256 of the file as it is.
      const script = readFileSync(path.join("prisma", "migrations", row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(script).digest("hex"));
      expect(row.applied_steps_count).toBe(1);
      expect(row.finished_at).not.toBeNull();
    }
  } finally {
    await client.end();
  }
});

test("a migration that fails leaves nothing of itself, is recorded as failed and blocks later runs", async () => {
  const scratch = path.join(process.cwd(), "test-results", `migrations-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  cpSync(path.join("prisma", "migrations"), scratch, { recursive: true });
  mkdirSync(path.join(scratch, "99990101000000_broken"));
  writeFileSync(path.join(scratch, "99990101000000_broken", "migration.sql"), "CREATE TABLE half_done (id int);\nSELECT no_such_function();\n");
  try {
    await expect(applyMigrations(freshUrl, scratch)).rejects.toThrow(/99990101000000_broken failed/);
    const client = new pg.Client({ connectionString: freshUrl });
    await client.connect();
    try {
      const table = await client.query("SELECT to_regclass('public.half_done') AS found");
      expect(table.rows[0].found).toBeNull();
    } finally {
      await client.end();
    }
    await expect(applyMigrations(freshUrl, scratch)).rejects.toThrow(/failed earlier/);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
