/**
 * The migration that added `fromAt` to the recorded transitions also filled it for the transitions recorded before:
 * its SQL, read from the migration file, run over a copy of the table (a temporary one, so no other test's rows are
 * touched) holding chosen histories.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, expect, inject, test } from "vitest";
import { testPrisma } from "@/test/integration/portal-session";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
});

const MIGRATIONS = path.resolve("prisma", "migrations");
const COPY = "stay_start_backfill_copy";

/** The migration's statements, aimed at the copy. */
function migrationStatements(): string[] {
  const directory = readdirSync(MIGRATIONS).find((name) => name.endsWith("_transition_stay_start"));
  expect(directory).toBeDefined();
  const sql = readFileSync(path.join(MIGRATIONS, directory!, "migration.sql"), "utf8");
  return sql
    .replace(/^--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
    .map((statement) => statement.replaceAll('"portal_operation_transition"', `"${COPY}"`));
}

test("the migration fills each recorded transition's start of stay from its predecessor, and only where the history chains", async () => {
  const statements = migrationStatements();
  expect(statements.some((statement) => statement.startsWith("UPDATE"))).toBe(true);
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, minutes));
  const [chained, detour, gap] = [randomUUID(), randomUUID(), randomUUID()];
  // [operation, sequence, from, to, minutes]
  const rows: Array<[string, number, string | null, string, number]> = [
    [chained, 1, null, "Draft", 0],
    [chained, 2, "Draft", "CreditApproval", 10],
    [chained, 3, "CreditApproval", "WarrantyRevision", 70],
    [chained, 4, "WarrantyRevision", "CreditApproval", 75],
    // Recorded out of order (rows are not read in sequence order).
    [detour, 2, "Signatures", "Finished", 50],
    [detour, 1, null, "Draft", 20],
    [gap, 1, null, "Draft", 0],
    [gap, 3, "Signatures", "Finished", 90],
  ];

  const filled = await testPrisma().$transaction(async (tx) => {
    // The table as it was before the migration (no `fromAt`), as a temporary copy dropped with the transaction.
    await tx.$executeRawUnsafe(`CREATE TEMPORARY TABLE "${COPY}" (LIKE portal_operation_transition) ON COMMIT DROP`);
    await tx.$executeRawUnsafe(`ALTER TABLE "${COPY}" DROP COLUMN "fromAt"`);
    for (const [index, [operationId, sequence, from, to, minutes]] of rows.entries()) {
      await tx.$executeRawUnsafe(
        `INSERT INTO "${COPY}" (id, "operationId", sequence, "fromStatus", "toStatus", at, "observedAt") VALUES ($1, $2::uuid, $3, $4, $5, $6, now())`,
        index + 1,
        operationId,
        sequence,
        from,
        to,
        at(minutes),
      );
    }
    for (const statement of statements) await tx.$executeRawUnsafe(statement);
    return tx.$queryRawUnsafe<Array<{ operationId: string; sequence: number; fromAt: Date | null }>>(
      `SELECT "operationId"::text AS "operationId", sequence, "fromAt" FROM "${COPY}" ORDER BY "operationId", sequence`,
    );
  });

  const of = (operationId: string) => filled.filter((row) => row.operationId === operationId).map((row) => [row.sequence, row.fromAt]);
  expect(of(chained)).toEqual([
    [1, null],
    [2, at(0)],
    [3, at(10)],
    [4, at(70)],
  ]);
  // The predecessor entered Draft, not Signatures: the stay's start is unknown.
  expect(of(detour)).toEqual([
    [1, null],
    [2, null],
  ]);
  // No entry 2 recorded: entry 3's predecessor is missing.
  expect(of(gap)).toEqual([
    [1, null],
    [3, null],
  ]);
});
