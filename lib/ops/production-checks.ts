import { authSecret, portalEncryptionKey } from "@/lib/portal/config/portal-secrets";

/**
 * What a production process (NODE_ENV=production: the app server, `npm run db:migrate`, the workers) refuses
 * to start without: a database, and the two portal secrets, valid. Nothing is generated here: a secret made up at
 * start would differ between instances and after a restart (sessions signed by one instance rejected by the
 * next; branch credentials encrypted by the seed unreadable). `npm start` generates them once and passes them in
 * (scripts/local-secrets.ts), so it passes these checks too. Returns the problems, empty when there are none.
 */
export function productionStartProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push("DATABASE_URL must be set (the PostgreSQL of this deployment)");
  for (const check of [authSecret, portalEncryptionKey]) {
    try {
      check(env);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}

/** Exits the process with the problems listed (stderr), when there are any. */
export function exitOnProductionStartProblems(processName: string): void {
  const problems = productionStartProblems();
  if (problems.length === 0) return;
  process.stderr.write(`${processName} refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n`);
  process.exit(1);
}
