/** A database of its own on the test server, for a test that runs application instances against it. */
import pg from "pg";
import { inject } from "vitest";

function urlFor(name: string): string {
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor("postgres") });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** Creates the database empty (a leftover of a crashed run is dropped first) and answers its URL. */
export async function createScratchDatabase(name: string): Promise<string> {
  await dropScratchDatabase(name);
  await admin(`CREATE DATABASE "${name}"`);
  return urlFor(name);
}

export async function dropScratchDatabase(name: string): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
