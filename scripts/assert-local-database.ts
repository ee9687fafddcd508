/** Tests drop and recreate databases: refuse any server that is not on this machine. */
export function assertLocalDatabase(databaseUrl: string): void {
  const host = new URL(databaseUrl).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host)) {
    throw new Error(`refusing to run tests against a non-local database (${host})`);
  }
}
