import "server-only";
import { getPrisma } from "@/lib/db/client";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import type { ScopedOperator } from "../auth/permissions";
import type { AlertLimits } from "../board/alert-limits";
import { boardAlertLimits } from "../board/board-settings";
import { FINAL_STATUSES } from "../operations/operation-status";
import { DRILL_PAGE_SIZE, type PipelineDrill, type PipelineFilters, type ProductKind } from "./pipeline-filters";
import { periodRange, type PeriodRange } from "./pipeline-period";
import { createdIn, endsStay, limitsTable, operationConditions, reachedStage, reasonKeySql, staySeconds, transitionIn } from "./pipeline-sql";
import type { DrillPage, DrillRow, Figure } from "./pipeline-types";
import { OTHER_REASONS_KEY, REASONS_PER_STATUS } from "./reason-categories";
import { drillTitle } from "./drill-title";

export interface DrillOptions {
  readonly operator: ScopedOperator;
  readonly filters: PipelineFilters;
  readonly drill: PipelineDrill;
  readonly now?: Date;
  readonly limits?: AlertLimits;
  readonly prisma?: PrismaClient;
}

interface Query {
  readonly prisma: PrismaClient;
  readonly source: Prisma.Sql;
  readonly order: Prisma.Sql;
}

/**
 * The operations behind one figure of the pipeline boards (pipeline-filters.ts, `DRILL_MEASURES`), one page of
 * them, with how many there are in all. The figure and this list share their SQL conditions (pipeline-sql.ts).
 */
export async function loadDrillPage(options: DrillOptions): Promise<DrillPage> {
  const query = drillQuery(options);
  const offset = (options.drill.page - 1) * DRILL_PAGE_SIZE;
  const [[summary], rows, names] = await Promise.all([
    query.prisma.$queryRaw<[{ total: bigint; operations: bigint; amount: bigint }]>`
      WITH src AS (${query.source})
      SELECT count(*) AS total, count(DISTINCT operation_id) AS operations,
             (SELECT coalesce(sum(o."amountInCents"), 0) FROM portal_tracked_operation o WHERE o.id IN (SELECT operation_id FROM src))::bigint AS amount
      FROM src`,
    pageOfRows(query, DRILL_PAGE_SIZE, offset),
    drillNames(query.prisma, options.drill),
  ]);
  const total = Number(summary.total);
  const operations: Figure = { count: Number(summary.operations), amountInCents: Number(summary.amount) };
  return {
    title: drillTitle(options.drill, { ...names, reasonSample: rows[0]?.reason ?? null }),
    total,
    operations,
    rows,
    page: options.drill.page,
    pageSize: DRILL_PAGE_SIZE,
    totalPages: Math.max(1, Math.ceil(total / DRILL_PAGE_SIZE)),
  };
}

/** Every row behind a figure, in the page's order, read 1,000 at a time (for the CSV export); `limit` caps it. */
export async function* iterateDrillRows(options: DrillOptions & { limit: number }): AsyncGenerator<DrillRow> {
  const query = drillQuery(options);
  const batch = 1_000;
  for (let offset = 0; offset < options.limit; offset += batch) {
    const rows = await pageOfRows(query, Math.min(batch, options.limit - offset), offset);
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** The drill-down's title with the names of what it narrows to (for the page and the export's audit line). */
export async function describeDrill(options: DrillOptions): Promise<string> {
  return drillTitle(options.drill, { ...(await drillNames(options.prisma ?? getPrisma(), options.drill)), reasonSample: null });
}

function drillQuery(options: DrillOptions): Query {
  const prisma = options.prisma ?? getPrisma();
  const now = options.now ?? new Date();
  const limits = options.limits ?? boardAlertLimits();
  const range = periodRange(options.filters);
  const where = operationConditions(options.operator, options.filters, options.drill);
  return { prisma, source: drillSource(options.drill, where, range, now, limits), order: drillOrder(options.drill) };
}

const NO_EVENT = Prisma.sql`NULL::timestamptz AS event_at, NULL::float8 AS duration, NULL::text AS reason`;

/** `(operation_id, event_at, duration, reason)` of every row the figure counts. */
function drillSource(drill: PipelineDrill, where: Prisma.Sql, range: PeriodRange, now: Date, limits: AlertLimits): Prisma.Sql {
  const status = drill.status ? Prisma.sql`AND o.status = ${drill.status}` : Prisma.empty;
  const final = [...FINAL_STATUSES] as string[];
  const age = Prisma.sql`greatest(0, extract(epoch FROM (${now}::timestamptz - o."statusSince")))::float8`;
  switch (drill.measure) {
    case "created":
      return Prisma.sql`SELECT o.id AS operation_id, ${NO_EVENT} FROM portal_tracked_operation o WHERE ${where} AND ${createdIn(range)} ${status}`;
    case "submitted":
    case "signatures":
      return Prisma.sql`SELECT o.id AS operation_id, ${NO_EVENT} FROM portal_tracked_operation o
        WHERE ${where} AND ${createdIn(range)} AND ${reachedStage(drill.measure)} ${status}`;
    case "finished":
      return Prisma.sql`SELECT o.id AS operation_id, ${NO_EVENT} FROM portal_tracked_operation o
        WHERE ${where} AND ${createdIn(range)} AND o.status = 'Finished' ${status}`;
    case "settled":
      return Prisma.sql`SELECT o.id AS operation_id, f.at AS event_at, NULL::float8 AS duration, NULL::text AS reason
        FROM portal_tracked_operation o
        JOIN (SELECT t."operationId", max(t.at) AS at FROM portal_operation_transition t
              WHERE t."toStatus" = 'Finished' AND ${transitionIn(range)} GROUP BY t."operationId") f ON f."operationId" = o.id
        WHERE ${where} ${status}`;
    case "open":
      return Prisma.sql`SELECT o.id AS operation_id, NULL::timestamptz AS event_at, ${age} AS duration, NULL::text AS reason
        FROM portal_tracked_operation o WHERE ${where} AND NOT (o.status = ANY(${final}::text[])) ${status}`;
    case "late":
      return Prisma.sql`SELECT o.id AS operation_id, NULL::timestamptz AS event_at, ${age} AS duration, NULL::text AS reason
        FROM portal_tracked_operation o
        JOIN ${limitsTable(limits)} AS l(status, kind, seconds) ON l.status = o.status AND l.kind = o."productKind"::text
        WHERE ${where} AND NOT (o.status = ANY(${final}::text[])) ${status}
          AND l.seconds > 0 AND o."statusSince" <= ${now}::timestamptz - make_interval(secs => l.seconds)`;
    case "stays":
    case "slow":
      return Prisma.sql`SELECT o.id AS operation_id, t.at AS event_at, ${staySeconds()} AS duration, NULL::text AS reason
        FROM portal_operation_transition t
        JOIN portal_tracked_operation o ON o.id = t."operationId"
        ${drill.measure === "slow" ? Prisma.sql`JOIN ${limitsTable(limits)} AS l(status, kind, seconds) ON l.status = t."fromStatus" AND l.kind = o."productKind"::text` : Prisma.empty}
        WHERE ${transitionIn(range)} AND ${endsStay()} AND t."fromStatus" = ${drill.status ?? ""} AND ${where}
          ${drill.measure === "slow" ? Prisma.sql`AND l.seconds > 0 AND extract(epoch FROM (t.at - t."fromAt")) >= l.seconds` : Prisma.empty}`;
    case "returned":
      return Prisma.sql`SELECT o.id AS operation_id, t.at AS event_at, NULL::float8 AS duration, t.reason
        FROM portal_operation_transition t JOIN portal_tracked_operation o ON o.id = t."operationId"
        WHERE t."toStatus" = ${drill.status ?? ""} AND ${transitionIn(range)} AND ${where} ${reasonCondition(drill, where, range)}`;
  }
}

/** One reason group; "Outros motivos" is every reason outside the status's most frequent (as the table ranks them). */
function reasonCondition(drill: PipelineDrill, where: Prisma.Sql, range: PeriodRange): Prisma.Sql {
  if (!drill.reason) return Prisma.empty;
  if (drill.reason !== OTHER_REASONS_KEY) return Prisma.sql`AND ${reasonKeySql()} = ${drill.reason}`;
  return Prisma.sql`AND ${reasonKeySql()} NOT IN (
    SELECT key FROM (
      SELECT ${reasonKeySql()} AS key FROM portal_operation_transition t JOIN portal_tracked_operation o ON o.id = t."operationId"
      WHERE t."toStatus" = ${drill.status ?? ""} AND ${transitionIn(range)} AND ${where}
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${REASONS_PER_STATUS}
    ) AS top)`;
}

function drillOrder(drill: PipelineDrill): Prisma.Sql {
  switch (drill.measure) {
    case "open":
    case "late":
      return Prisma.sql`o."statusSince" ASC`;
    case "stays":
    case "slow":
      return Prisma.sql`src.duration DESC`;
    case "settled":
    case "returned":
      return Prisma.sql`src.event_at DESC`;
    default:
      return Prisma.sql`o."upstreamCreatedAt" DESC`;
  }
}

interface RawDrillRow {
  id: string;
  creditNoteNo: string;
  product: ProductKind;
  status: DrillRow["status"];
  statusSince: Date;
  createdAt: Date;
  amountInCents: bigint;
  borrowerCpfMasked: string | null;
  organizationName: string;
  branchName: string | null;
  operatorName: string | null;
  eventAt: Date | null;
  duration: number | null;
  reason: string | null;
}

async function pageOfRows(query: Query, limit: number, offset: number): Promise<DrillRow[]> {
  const rows = await query.prisma.$queryRaw<RawDrillRow[]>`
    WITH src AS (${query.source})
    SELECT o.id::text AS id, o."creditNoteNo" AS "creditNoteNo", o."productKind"::text AS product, o.status, o."statusSince" AS "statusSince",
           o."upstreamCreatedAt" AS "createdAt", o."amountInCents" AS "amountInCents", o."borrowerCpfMasked" AS "borrowerCpfMasked",
           org.name AS "organizationName", br.name AS "branchName", op.name AS "operatorName",
           src.event_at AS "eventAt", src.duration, src.reason
    FROM src
    JOIN portal_tracked_operation o ON o.id = src.operation_id
    JOIN portal_organization org ON org.id = o."organizationId"
    LEFT JOIN portal_branch br ON br.id = o."branchId"
    LEFT JOIN portal_operator op ON op.id = o."operatorId"
    ORDER BY ${query.order}, o.id, src.event_at
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map(({ duration, amountInCents, ...row }) => ({
    ...row,
    amountInCents: Number(amountInCents),
    durationSeconds: duration === null ? null : Math.round(Number(duration)),
  }));
}

async function drillNames(prisma: PrismaClient, drill: PipelineDrill): Promise<{ organization: string | null; branch: string | null; operator: string | null }> {
  const id = (value: string | undefined) => (value && value !== "none" ? value : null);
  const [organization, branch, operator] = await Promise.all([
    id(drill.organization) ? prisma.portalOrganization.findUnique({ where: { id: id(drill.organization)! }, select: { name: true } }) : null,
    id(drill.branch) ? prisma.portalBranch.findUnique({ where: { id: id(drill.branch)! }, select: { name: true } }) : null,
    id(drill.operator) ? prisma.user.findUnique({ where: { id: id(drill.operator)! }, select: { name: true } }) : null,
  ]);
  return { organization: organization?.name ?? null, branch: branch?.name ?? null, operator: operator?.name ?? null };
}
