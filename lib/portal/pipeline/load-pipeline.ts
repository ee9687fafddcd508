import "server-only";
import { getPrisma } from "@/lib/db/client";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import type { ScopedOperator } from "../auth/permissions";
import { alertLimitSeconds, type AlertLimits } from "../board/alert-limits";
import { boardAlertLimits } from "../board/board-settings";
import { BOARD_STATUS_ORDER, FINAL_STATUSES } from "../operations/operation-status";
import { RETURN_STATUSES, type PipelineFilters, type ProductKind, type ReturnStatus } from "./pipeline-filters";
import { periodRange } from "./pipeline-period";
import { createdIn, endsStay, limitCase, limitsTable, operationConditions, reasonKeySql, STAGE_STATUSES, staySeconds, transitionIn } from "./pipeline-sql";
import type { AgeingRow, Figure, FlowFigures, GroupKey, GroupRow, NowFigures, PipelineData, ReturnsRow, StatusProductRow } from "./pipeline-types";
import { categoryLabel, OTHER_REASONS_KEY, REASONS_PER_STATUS } from "./reason-categories";

export interface LoadPipelineOptions {
  readonly operator: ScopedOperator;
  readonly filters: PipelineFilters;
  readonly now?: Date;
  readonly limits?: AlertLimits;
  readonly prisma?: PrismaClient;
}

/**
 * The managers' pipeline boards, from the portal's own store (never the credit API): five aggregate queries run
 * side by side, each answering in PostgreSQL over the operator's scope and the filters; nothing here loops over
 * operations. Names come from the (small) organization, branch and operator tables.
 */
export async function loadPipeline(options: LoadPipelineOptions): Promise<PipelineData> {
  const prisma = options.prisma ?? getPrisma();
  const now = options.now ?? new Date();
  const limits = options.limits ?? boardAlertLimits();
  const range = periodRange(options.filters);
  const where = operationConditions(options.operator, options.filters);

  const [flow, snapshot, stays, returns, names] = await Promise.all([
    flowRows(prisma, where, range),
    snapshotRows(prisma, where, now, limits),
    stayRows(prisma, where, range, limits),
    returnRows(prisma, where, range),
    loadNames(prisma),
  ]);

  const flowOf = (match: (row: FlowRow) => boolean): FlowFigures => toFlow(flow.find(match));
  const nowOf = (match: (row: SnapshotRow) => boolean): NowFigures => toNow(snapshot.find(match));

  const groups = (dimension: "branch" | "operator"): GroupRow[] => {
    const isGroup = (row: { g_branch: number; g_operator: number }) => (dimension === "branch" ? row.g_branch === 0 : row.g_operator === 0);
    const keyOf = (row: { organization: string | null; branch: string | null; operator: string | null }): GroupKey =>
      dimension === "branch" ? { organization: row.organization, branch: row.branch, operator: null } : { organization: null, branch: null, operator: row.operator };
    const same = (a: GroupKey, b: GroupKey) => a.organization === b.organization && a.branch === b.branch && a.operator === b.operator;
    const keys: GroupKey[] = [];
    for (const row of [...flow.filter(isGroup), ...snapshot.filter(isGroup)]) {
      const key = keyOf(row);
      if (!keys.some((known) => same(known, key))) keys.push(key);
    }
    return keys
      .map((key) => ({
        key,
        label: groupLabel(key, names),
        ...flowOf((row) => isGroup(row) && same(keyOf(row), key)),
        ...nowOf((row) => isGroup(row) && same(keyOf(row), key)),
      }))
      .sort((a, b) => b.created.amountInCents - a.created.amountInCents || b.open.count - a.open.count || a.label.localeCompare(b.label, "pt-BR"));
  };

  const isTotal = (row: { g_product?: number; g_branch: number; g_operator: number; g_status: number }) =>
    row.g_product !== 0 && row.g_branch !== 0 && row.g_operator !== 0 && row.g_status !== 0;

  return {
    now,
    period: { from: options.filters.from, to: options.filters.to },
    totals: { ...flowOf(isTotal), ...nowOf(isTotal) },
    byProduct: {
      payroll: flowOf((row) => row.g_product === 0 && row.g_status !== 0 && row.product === "payroll"),
      fgts: flowOf((row) => row.g_product === 0 && row.g_status !== 0 && row.product === "fgts"),
    },
    statusByProduct: statusByProduct(flow),
    branches: groups("branch"),
    operators: groups("operator"),
    ageing: ageing(snapshot, stays, limits),
    returns: toReturns(returns),
  };
}

/* ---------------------------------------------------------------- flow: the period's funnel and settlements */

interface FlowRow {
  g_product: number;
  g_branch: number;
  g_operator: number;
  g_status: number;
  product: ProductKind | null;
  organization: string | null;
  branch: string | null;
  operator: string | null;
  status: string | null;
  created: bigint;
  created_amount: bigint;
  submitted: bigint;
  submitted_amount: bigint;
  signatures: bigint;
  signatures_amount: bigint;
  finished: bigint;
  finished_amount: bigint;
  settled: bigint;
  settled_amount: bigint;
}

/**
 * The operations created in the period or settled in it, each with the stages it reached (from its status, or
 * its history when the status does not tell), counted by PostgreSQL for the whole, per product, per branch, per operator and per
 * (status, product) in one pass (GROUPING SETS).
 */
async function flowRows(prisma: PrismaClient, where: Prisma.Sql, range: ReturnType<typeof periodRange>): Promise<FlowRow[]> {
  const submitted = [...STAGE_STATUSES.submitted] as string[];
  const signatures = [...STAGE_STATUSES.signatures] as string[];
  // The status tells which stages most operations reached; the history is read only for the others (created in the
  // period and not past the signatures now: waiting, returned, cancelled), through its (operation, sequence) index.
  return prisma.$queryRaw<FlowRow[]>`
    WITH settled AS MATERIALIZED (
      SELECT DISTINCT t."operationId" AS id FROM portal_operation_transition t WHERE t."toStatus" = 'Finished' AND ${transitionIn(range)}
    ), undecided AS MATERIALIZED (
      SELECT o.id FROM portal_tracked_operation o WHERE ${where} AND ${createdIn(range)} AND NOT (o.status = ANY(${signatures}::text[]))
    ), history AS MATERIALIZED (
      SELECT r."operationId" AS id, bool_or(r."toStatus" = ANY(${submitted}::text[])) AS submitted, bool_or(r."toStatus" = ANY(${signatures}::text[])) AS signatures
      FROM portal_operation_transition r JOIN undecided u ON u.id = r."operationId"
      GROUP BY r."operationId"
    ), flags AS (
      SELECT o."productKind"::text AS product, o."organizationId" AS organization, o."branchId" AS branch,
             o."operatorId" AS operator, o.status, o."amountInCents" AS amount, ${createdIn(range)} AS created,
             o.status = 'Finished' AS finished,
             o.status = ANY(${signatures}::text[]) OR coalesce(h.signatures, false) AS signatures,
             o.status = ANY(${submitted}::text[]) OR coalesce(h.submitted, false) AS submitted,
             o.id IN (SELECT id FROM settled) AS settled
      FROM portal_tracked_operation o LEFT JOIN history h ON h.id = o.id
      WHERE ${where} AND (${createdIn(range)} OR o.id IN (SELECT id FROM settled))
    )
    SELECT GROUPING(product)::int AS g_product, GROUPING(organization, branch)::int AS g_branch, GROUPING(operator)::int AS g_operator,
           GROUPING(status)::int AS g_status,
           product, organization::text AS organization, branch::text AS branch, operator::text AS operator, status,
           count(*) FILTER (WHERE created) AS created, coalesce(sum(amount) FILTER (WHERE created), 0)::bigint AS created_amount,
           count(*) FILTER (WHERE created AND submitted) AS submitted, coalesce(sum(amount) FILTER (WHERE created AND submitted), 0)::bigint AS submitted_amount,
           count(*) FILTER (WHERE created AND signatures) AS signatures, coalesce(sum(amount) FILTER (WHERE created AND signatures), 0)::bigint AS signatures_amount,
           count(*) FILTER (WHERE created AND finished) AS finished, coalesce(sum(amount) FILTER (WHERE created AND finished), 0)::bigint AS finished_amount,
           count(*) FILTER (WHERE settled) AS settled, coalesce(sum(amount) FILTER (WHERE settled), 0)::bigint AS settled_amount
    FROM flags
    GROUP BY GROUPING SETS ((), (product), (organization, branch), (operator), (status, product))`;
}

const figure = (count: bigint | number | undefined, amount: bigint | number | undefined): Figure => ({ count: Number(count ?? 0), amountInCents: Number(amount ?? 0) });

function toFlow(row: FlowRow | undefined): FlowFigures {
  return {
    created: figure(row?.created, row?.created_amount),
    submitted: figure(row?.submitted, row?.submitted_amount),
    signatures: figure(row?.signatures, row?.signatures_amount),
    finished: figure(row?.finished, row?.finished_amount),
    settled: figure(row?.settled, row?.settled_amount),
  };
}

function statusByProduct(flow: readonly FlowRow[]): StatusProductRow[] {
  const cells = flow.filter((row) => row.g_status === 0 && Number(row.created) > 0);
  return BOARD_STATUS_ORDER.flatMap((status) => {
    const of = (product: ProductKind) => {
      const row = cells.find((cell) => cell.status === status && cell.product === product);
      return figure(row?.created, row?.created_amount);
    };
    const byProduct = { payroll: of("payroll"), fgts: of("fgts") };
    const total = { count: byProduct.payroll.count + byProduct.fgts.count, amountInCents: byProduct.payroll.amountInCents + byProduct.fgts.amountInCents };
    return total.count > 0 ? [{ status, byProduct, total }] : [];
  });
}

/* ---------------------------------------------------------------- now: open operations, their age, the late ones */

interface SnapshotRow {
  g_status: number;
  g_branch: number;
  g_operator: number;
  status: string | null;
  organization: string | null;
  branch: string | null;
  operator: string | null;
  open: bigint;
  open_amount: bigint;
  late: bigint;
  median: number | null;
  p90: number | null;
}

async function snapshotRows(prisma: PrismaClient, where: Prisma.Sql, now: Date, limits: AlertLimits): Promise<SnapshotRow[]> {
  const final = [...FINAL_STATUSES] as string[];
  return prisma.$queryRaw<SnapshotRow[]>`
    WITH open AS (
      SELECT o.status, o."organizationId" AS organization, o."branchId" AS branch, o."operatorId" AS operator, o."amountInCents" AS amount,
             greatest(0, extract(epoch FROM (${now}::timestamptz - o."statusSince")))::float8 AS age,
             coalesce(l.seconds, 0) > 0 AND o."statusSince" <= ${now}::timestamptz - make_interval(secs => l.seconds) AS late
      FROM portal_tracked_operation o
      LEFT JOIN ${limitsTable(limits)} AS l(status, kind, seconds) ON l.status = o.status AND l.kind = o."productKind"::text
      WHERE ${where} AND NOT (o.status = ANY(${final}::text[]))
    )
    SELECT GROUPING(status)::int AS g_status, GROUPING(organization, branch)::int AS g_branch, GROUPING(operator)::int AS g_operator,
           status, organization::text AS organization, branch::text AS branch, operator::text AS operator,
           count(*) AS open, coalesce(sum(amount), 0)::bigint AS open_amount, count(*) FILTER (WHERE late) AS late,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY age) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY age) AS p90
    FROM open
    GROUP BY GROUPING SETS ((), (status), (organization, branch), (operator))`;
}

function toNow(row: SnapshotRow | undefined): NowFigures {
  return { open: figure(row?.open, row?.open_amount), late: Number(row?.late ?? 0) };
}

/* ---------------------------------------------------------------- stays that ended in the period */

interface StayRow {
  status: string;
  stays: bigint;
  median: number | null;
  p90: number | null;
  slow: bigint;
}

/**
 * Each transition in the period closes a stay in its `fromStatus`, which began at the operation's previous
 * transition (`fromAt`, recorded with the transition: no join with the predecessor): its length, median and 90th
 * percentile per status; the limits as an expression, not a join (the join made PostgreSQL sort every stay once more).
 * `OFFSET 0` keeps the stays a subquery, so each length (numeric arithmetic) is computed once, not once per use.
 */
async function stayRows(prisma: PrismaClient, where: Prisma.Sql, range: ReturnType<typeof periodRange>, limits: AlertLimits): Promise<StayRow[]> {
  return prisma.$queryRaw<StayRow[]>`
    WITH stay AS (
      SELECT t."fromStatus" AS status, o."productKind"::text AS kind, ${staySeconds()} AS seconds
      FROM portal_operation_transition t JOIN portal_tracked_operation o ON o.id = t."operationId"
      WHERE ${transitionIn(range)} AND ${endsStay()} AND ${where}
      OFFSET 0
    )
    SELECT s.status, count(*) AS stays,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.seconds) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY s.seconds) AS p90,
           count(*) FILTER (WHERE s.seconds >= ${limitCase(limits, Prisma.sql`s.status`, Prisma.sql`s.kind`)}) AS slow
    FROM stay s
    GROUP BY s.status`;
}

function ageing(snapshot: readonly SnapshotRow[], stays: readonly StayRow[], limits: AlertLimits): AgeingRow[] {
  return BOARD_STATUS_ORDER.filter((status) => !FINAL_STATUSES.includes(status)).flatMap((status): AgeingRow[] => {
    const now = snapshot.find((row) => row.g_status === 0 && row.status === status);
    const ended = stays.find((row) => row.status === status);
    if (!now && !ended) return [];
    return [
      {
        status,
        limitSeconds: { payroll: alertLimitSeconds(limits, "payroll", status), fgts: alertLimitSeconds(limits, "fgts", status) },
        open: Number(now?.open ?? 0),
        late: Number(now?.late ?? 0),
        openMedianSeconds: seconds(now?.median),
        openP90Seconds: seconds(now?.p90),
        stays: Number(ended?.stays ?? 0),
        staysMedianSeconds: seconds(ended?.median),
        staysP90Seconds: seconds(ended?.p90),
        slowStays: Number(ended?.slow ?? 0),
      },
    ];
  });
}

const seconds = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Math.round(Number(value)));

/* ---------------------------------------------------------------- returns and refusals by reason */

interface ReturnRow {
  kind: "reason" | "status";
  status: string;
  key: string | null;
  events: bigint;
  operations: bigint;
  amount: bigint;
  sample: string | null;
}

/**
 * Transitions into the return and refusal statuses in the period, grouped by reason (reason-categories.ts): the
 * most frequent reasons of each status, the rest under "Outros motivos"; events, distinct operations and their
 * amount per reason and per status.
 */
async function returnRows(prisma: PrismaClient, where: Prisma.Sql, range: ReturnType<typeof periodRange>): Promise<ReturnRow[]> {
  return prisma.$queryRaw<ReturnRow[]>`
    WITH ev AS (
      SELECT t."toStatus" AS status, ${reasonKeySql()} AS key, t.reason, o.id, o."amountInCents" AS amount
      FROM portal_operation_transition t JOIN portal_tracked_operation o ON o.id = t."operationId"
      WHERE t."toStatus" = ANY(${[...RETURN_STATUSES]}::text[]) AND ${transitionIn(range)} AND ${where}
    ), ranked AS (
      SELECT status, key, row_number() OVER (PARTITION BY status ORDER BY count(*) DESC, key) AS rank FROM ev GROUP BY status, key
    ), shown AS (
      SELECT ev.status, CASE WHEN ranked.rank <= ${REASONS_PER_STATUS} THEN ev.key ELSE ${OTHER_REASONS_KEY} END AS key, ev.reason, ev.id, ev.amount
      FROM ev JOIN ranked ON ranked.status = ev.status AND ranked.key = ev.key
    ), per_key AS (
      SELECT status, key, id, count(*) AS events, max(amount) AS amount, min(reason) AS sample FROM shown GROUP BY status, key, id
    ), per_status AS (
      SELECT status, id, sum(events) AS events, max(amount) AS amount FROM per_key GROUP BY status, id
    )
    SELECT 'reason' AS kind, status, key, sum(events)::bigint AS events, count(*) AS operations, sum(amount)::bigint AS amount, left(min(sample), 200) AS sample
    FROM per_key GROUP BY status, key
    UNION ALL
    SELECT 'status' AS kind, status, NULL, sum(events)::bigint, count(*), sum(amount)::bigint, NULL FROM per_status GROUP BY status`;
}

function toReturns(rows: readonly ReturnRow[]): ReturnsRow[] {
  return RETURN_STATUSES.flatMap((status: ReturnStatus): ReturnsRow[] => {
    const total = rows.find((row) => row.kind === "status" && row.status === status);
    if (!total) return [];
    const reasons = rows
      .filter((row) => row.kind === "reason" && row.status === status)
      .map((row) => ({
        key: row.key ?? "",
        label: categoryLabel(row.key ?? "") ?? row.sample ?? "",
        events: Number(row.events),
        operations: figure(row.operations, row.amount),
      }))
      // "Outros motivos" last, the rest by frequency.
      .sort((a, b) => Number(a.key === OTHER_REASONS_KEY) - Number(b.key === OTHER_REASONS_KEY) || b.events - a.events || a.key.localeCompare(b.key));
    return [{ status, events: Number(total.events), operations: figure(total.operations, total.amount), reasons }];
  });
}

/* ---------------------------------------------------------------- names */

export interface PipelineNames {
  readonly organizations: ReadonlyMap<string, string>;
  readonly branches: ReadonlyMap<string, string>;
  readonly operators: ReadonlyMap<string, string>;
}

async function loadNames(prisma: PrismaClient): Promise<PipelineNames> {
  const rows = await prisma.$queryRaw<Array<{ kind: string; id: string; name: string }>>`
    SELECT 'organization' AS kind, id::text, name FROM portal_organization
    UNION ALL SELECT 'branch', id::text, name FROM portal_branch
    UNION ALL SELECT 'operator', id::text, name FROM portal_operator
      WHERE id IN (SELECT DISTINCT "operatorId" FROM portal_tracked_operation WHERE "operatorId" IS NOT NULL)`;
  const of = (kind: string) => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.id, row.name]));
  return { organizations: of("organization"), branches: of("branch"), operators: of("operator") };
}

function groupLabel(key: GroupKey, names: PipelineNames): string {
  if (key.operator !== null || (key.organization === null && key.branch === null)) {
    return key.operator ? (names.operators.get(key.operator) ?? "Operador removido") : "Criadas fora do portal";
  }
  if (key.branch) return names.branches.get(key.branch) ?? "Agência removida";
  return `${names.organizations.get(key.organization ?? "") ?? "Correspondente"} · sem agência`;
}
