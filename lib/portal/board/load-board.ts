import "server-only";
import { getPrisma } from "@/lib/db/client";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import type { ScopedOperator } from "../auth/permissions";
import { auditPeriodRange } from "../audit/audit-filters";
import { cpfSearchHash } from "../tracker/borrower-search-key";
import { trackedOperationScope } from "../tracker/tracked-operation-scope";
import { FINAL_STATUSES } from "../operations/operation-status";
import { NONE, type BoardFilters } from "./board-filters";

/** Beyond this many changed rows a full answer is cheaper than a delta. */
const MAX_DELTA_ROWS = 2_000;

/**
 * Rows sent per status, oldest in the status first (the most pressing): the board shows every status's count and
 * amount, and its first rows; "show more" raises one status's window (`BoardRowWindows`). The final statuses
 * (shown folded) send no row until asked. The whole portfolio never travels at once, so the answer stays small
 * and fast however many operations there are.
 */
export const DEFAULT_ROWS_PER_STATUS = 50;
export const MAX_ROWS_PER_STATUS = 10_000;

/** Rows per status beyond the default, as the browser asks them (`show=Signatures:600,Draft:1100`). */
export type BoardRowWindows = Readonly<Partial<Record<string, number>>>;

export type BoardAnswer =
  | { readonly kind: "not-modified"; readonly version: number }
  | { readonly kind: "data"; readonly version: number; readonly json: string };

export interface LoadBoardOptions {
  readonly operator: ScopedOperator;
  readonly filters: BoardFilters;
  /** The version the browser holds (`If-None-Match`); null for a full answer. */
  readonly since: number | null;
  readonly windows?: BoardRowWindows;
  /** The current version, when the caller already read it (`currentBoardVersion`, alongside the session check). */
  readonly version?: number;
  readonly prisma?: PrismaClient;
}

/** The newest version of any tracked operation (one index lookup). */
export async function currentBoardVersion(prisma: PrismaClient = getPrisma()): Promise<number> {
  const [{ version }] = await prisma.$queryRaw<[{ version: bigint }]>`SELECT coalesce(max(version), 0) AS version FROM portal_tracked_operation`;
  return Number(version);
}

/**
 * The board's data, from the portal's own store (never the credit API): the operator's scope (role) and
 * filters, counts and amounts per status computed by the database, and the rows. With `since`, only what
 * changed after that version (or "not modified"): a refresh with nothing new reads one index range and sends
 * no body. The JSON is assembled by PostgreSQL and passed through as text.
 */
export async function loadBoard(options: LoadBoardOptions): Promise<BoardAnswer> {
  const prisma = options.prisma ?? getPrisma();
  const where = conditions(options.operator, options.filters);
  // The version first: whatever commits after this read is sent again next time, never lost.
  const current = options.version ?? (await currentBoardVersion(prisma));

  if (options.since !== null && options.since >= 0) {
    if (current <= options.since) return { kind: "not-modified", version: options.since };
    const changed = await prisma.$queryRaw<Array<{ id: string; deleted: boolean }>>`
      SELECT id, "deletedAt" IS NOT NULL AS deleted FROM portal_tracked_operation
      WHERE ${where} AND version > ${options.since}
      LIMIT ${MAX_DELTA_ROWS + 1}`;
    if (changed.length === 0) return { kind: "not-modified", version: current };
    if (changed.length <= MAX_DELTA_ROWS) {
      const removed = changed.filter((row) => row.deleted).map((row) => row.id);
      const live = changed.filter((row) => !row.deleted).map((row) => row.id);
      const [groups, rows, names] = await Promise.all([
        groupTotals(prisma, where),
        rowsJson(prisma, Prisma.sql`id = ANY(${live}::uuid[])`),
        namesJson(prisma, Prisma.sql`id = ANY(${live}::uuid[])`),
      ]);
      return { kind: "data", version: current, json: payload("delta", current, groups, rows, names, JSON.stringify(removed)) };
    }
  }
  const live = Prisma.sql`${where} AND "deletedAt" IS NULL`;
  const windowed = Prisma.sql`id IN (${windowedIds(live, options.windows ?? {})})`;
  const [groups, rows, names] = await Promise.all([groupTotals(prisma, where), rowsJson(prisma, windowed), namesJson(prisma, windowed)]);
  return { kind: "data", version: current, json: payload("full", current, groups, rows, names) };
}

/** The ids of the first rows of each status (its window), oldest in the status first. */
function windowedIds(where: Prisma.Sql, windows: BoardRowWindows): Prisma.Sql {
  const statuses = Object.keys(windows);
  const sizes = statuses.map((status) => Math.min(MAX_ROWS_PER_STATUS, Math.max(1, Math.floor(windows[status] ?? 0))));
  return Prisma.sql`
    SELECT ranked.id FROM (
      SELECT id, status, row_number() OVER (PARTITION BY status ORDER BY "statusSince", id) AS position
      FROM portal_tracked_operation WHERE ${where}
    ) AS ranked
    LEFT JOIN unnest(${statuses}::text[], ${sizes}::int[]) AS wanted(status, size) ON wanted.status = ranked.status
    WHERE ranked.position <= coalesce(wanted.size, CASE WHEN ranked.status = ANY(${[...FINAL_STATUSES]}::text[]) THEN 0 ELSE ${DEFAULT_ROWS_PER_STATUS} END)`;
}

function payload(kind: "full" | "delta", version: number, groups: string, rows: string, names: string, removed?: string): string {
  const head = `{"kind":"${kind}","version":${version},"generatedAt":${Date.now()},"groups":${groups},"names":${names}`;
  return `${head}${removed === undefined ? "" : `,"removed":${removed}`},"rows":${rows}}`;
}

/** The operator's scope and the filters, as one SQL condition (every value a parameter). */
export function conditions(operator: ScopedOperator, filters: BoardFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  const scope = trackedOperationScope(operator);
  if (scope?.column === "branchId") parts.push(Prisma.sql`"branchId" = ${scope.value}::uuid`);
  if (scope?.column === "organizationId") parts.push(Prisma.sql`"organizationId" = ${scope.value}::uuid`);
  if (filters.product) parts.push(Prisma.sql`"productKind" = ${filters.product}::"PortalProductKind"`);
  if (filters.branch) parts.push(filters.branch === NONE ? Prisma.sql`"branchId" IS NULL` : Prisma.sql`"branchId" = ${filters.branch}::uuid`);
  if (filters.operator) parts.push(filters.operator === NONE ? Prisma.sql`"operatorId" IS NULL` : Prisma.sql`"operatorId" = ${filters.operator}::uuid`);
  const period = auditPeriodRange(filters);
  if (period.gte) parts.push(Prisma.sql`"upstreamCreatedAt" >= ${period.gte}`);
  if (period.lt) parts.push(Prisma.sql`"upstreamCreatedAt" < ${period.lt}`);
  const text = filters.text;
  if (text?.kind === "cpf") parts.push(Prisma.sql`"borrowerCpfHash" = ${cpfSearchHash(text.digits)}`);
  if (text?.kind === "id") parts.push(Prisma.sql`id = ${text.id}::uuid`);
  // The number's digits, leading zeros aside (`123` finds CN00000123); the digits were validated (1 to 10).
  if (text?.kind === "number") parts.push(Prisma.sql`ltrim(regexp_replace("creditNoteNo", '[^0-9]', '', 'g'), '0') = ltrim(${text.digits}, '0')`);
  return Prisma.join(parts, " AND ");
}

async function groupTotals(prisma: PrismaClient, where: Prisma.Sql): Promise<string> {
  const [row] = await prisma.$queryRaw<[{ json: string }]>`
    SELECT coalesce(json_agg(json_build_object('status', status, 'count', count, 'amountInCents', amount) ORDER BY status), '[]')::text AS json
    FROM (
      SELECT status, count(*) AS count, sum("amountInCents") AS amount FROM portal_tracked_operation
      WHERE ${where} AND "deletedAt" IS NULL GROUP BY status
    ) AS totals`;
  return row.json;
}

async function rowsJson(prisma: PrismaClient, where: Prisma.Sql): Promise<string> {
  const [row] = await prisma.$queryRaw<[{ json: string }]>`
    SELECT coalesce(json_agg(json_build_array(
      id, "creditNoteNo", "productKind", status,
      (extract(epoch FROM "statusSince") * 1000)::bigint, (extract(epoch FROM "upstreamCreatedAt") * 1000)::bigint,
      "amountInCents", "branchId", "operatorId", "borrowerCpfMasked", version, "organizationId"
    ) ORDER BY "statusSince", id), '[]')::text AS json
    FROM portal_tracked_operation WHERE ${where}`;
  return row.json;
}

/** `{ id: name }` of the organizations, branches and originating operators of these rows. */
async function namesJson(prisma: PrismaClient, where: Prisma.Sql): Promise<string> {
  const [row] = await prisma.$queryRaw<[{ json: string }]>`
    WITH picked AS (SELECT DISTINCT "organizationId", "branchId", "operatorId" FROM portal_tracked_operation WHERE ${where})
    SELECT coalesce(json_object_agg(id, name), '{}')::text AS json FROM (
      SELECT id::text, name FROM portal_organization WHERE id IN (SELECT "organizationId" FROM picked)
      UNION ALL
      SELECT id::text, name FROM portal_branch WHERE id IN (SELECT "branchId" FROM picked)
      UNION ALL
      SELECT id::text, name FROM portal_operator WHERE id IN (SELECT "operatorId" FROM picked)
    ) AS named`;
  return row.json;
}
