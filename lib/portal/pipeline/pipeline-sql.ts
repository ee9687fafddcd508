import "server-only";
import { operationStatusValues, type OperationStatus } from "@/lib/contract/enums";
import { Prisma } from "@/lib/db/generated/client";
import type { ScopedOperator } from "../auth/permissions";
import { alertLimitSeconds, type AlertLimits } from "../board/alert-limits";
import { trackedOperationScope } from "../tracker/tracked-operation-scope";
import { NONE, type PipelineDrill, type PipelineFilters, type ProductKind } from "./pipeline-filters";
import type { PeriodRange } from "./pipeline-period";
import { NO_REASON_KEY, REASON_CATEGORIES } from "./reason-categories";

/*
 * SQL fragments shared by the pipeline boards' figures and their drill-downs, so that a figure and the list of
 * the operations it counts are one definition. Every value is a parameter; the tracked operation is aliased `o`,
 * a transition `t`.
 */

/**
 * Statuses whose entry means the operation reached a funnel stage (a later stage implies the earlier ones, so a
 * history the tracker saw only in part still counts).
 * - Submitted: any status of the pipeline after `Draft` (submission leads to `ComplianceApproval` or
 *   `CreditApproval`; a desk return or refusal happens in analysis); `Canceled` and `Error` can happen to a draft.
 * - Signatures: `Signatures` or any status after it (`PartnerSignaturesValidation` when the contract came signed).
 */
const SIGNATURES_ONWARD = ["Signatures", "SignaturesValidation", "PartnerSignaturesValidation", "WaitLiquidation", "Liquidation", "ManualLiquidation", "PaymentRevision", "Finished"] as const satisfies readonly OperationStatus[];
export const STAGE_STATUSES = {
  submitted: operationStatusValues.filter((status) => !["Draft", "Canceled", "Error"].includes(status)),
  signatures: SIGNATURES_ONWARD,
} as const satisfies Record<string, readonly OperationStatus[]>;

/**
 * Did operation `alias` reach the stage? Its status says so for most operations (no history read); the history
 * answers for the others (a cancelled or returned operation that had reached it), by the transitions' index on
 * (operation, sequence).
 */
export function reachedStage(stage: keyof typeof STAGE_STATUSES, alias = "o"): Prisma.Sql {
  const statuses = [...STAGE_STATUSES[stage]] as string[];
  const operation = Prisma.raw(alias);
  return Prisma.sql`(${operation}.status = ANY(${statuses}::text[]) OR EXISTS (
    SELECT 1 FROM portal_operation_transition r WHERE r."operationId" = ${operation}.id AND r."toStatus" = ANY(${statuses}::text[])))`;
}

/** The operator's scope, the page's filters and a drill-down's row or column, on `o` (deleted operations left out). */
export function operationConditions(operator: ScopedOperator, filters: Omit<PipelineFilters, "from" | "to">, drill?: PipelineDrill | null): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`o."deletedAt" IS NULL`];
  const scope = trackedOperationScope(operator);
  if (scope?.column === "branchId") parts.push(Prisma.sql`o."branchId" = ${scope.value}::uuid`);
  if (scope?.column === "organizationId") parts.push(Prisma.sql`o."organizationId" = ${scope.value}::uuid`);
  for (const narrowing of [filters, drill ?? {}]) {
    const { product, organization, branch, operator: originator } = narrowing as Partial<PipelineFilters>;
    if (product) parts.push(Prisma.sql`o."productKind" = ${product}::"PortalProductKind"`);
    if (organization) parts.push(Prisma.sql`o."organizationId" = ${organization}::uuid`);
    if (branch) parts.push(branch === NONE ? Prisma.sql`o."branchId" IS NULL` : Prisma.sql`o."branchId" = ${branch}::uuid`);
    if (originator) parts.push(originator === NONE ? Prisma.sql`o."operatorId" IS NULL` : Prisma.sql`o."operatorId" = ${originator}::uuid`);
  }
  return Prisma.join(parts, " AND ");
}

export function createdIn(range: PeriodRange): Prisma.Sql {
  return Prisma.sql`(o."upstreamCreatedAt" >= ${range.gte}::timestamptz AND o."upstreamCreatedAt" < ${range.lt}::timestamptz)`;
}

export function transitionIn(range: PeriodRange, alias = "t"): Prisma.Sql {
  const at = Prisma.raw(`${alias}.at`);
  return Prisma.sql`(${at} >= ${range.gte}::timestamptz AND ${at} < ${range.lt}::timestamptz)`;
}

/**
 * Transition `t` ends a stay in its `fromStatus` whose start is known: `fromAt`, the instant of the previous history
 * entry when that entry entered `fromStatus` (recorded with the transition by the tracker).
 */
export function endsStay(): Prisma.Sql {
  return Prisma.sql`t."fromAt" IS NOT NULL`;
}

/** The length in seconds of the stay that transition `t` ends (never negative: upstream clocks may disagree). */
export function staySeconds(): Prisma.Sql {
  return Prisma.sql`greatest(0, extract(epoch FROM (t.at - t."fromAt")))::float8`;
}

/** Every (status, product) with its alert limit in seconds (0: none), as a VALUES list `(status, kind, seconds)`. */
export function limitsTable(limits: AlertLimits): Prisma.Sql {
  const rows = operationStatusValues.flatMap((status) =>
    (["payroll", "fgts"] as const).map((kind: ProductKind) => Prisma.sql`(${status}, ${kind}, ${alertLimitSeconds(limits, kind, status) ?? 0}::int)`),
  );
  return Prisma.sql`(VALUES ${Prisma.join(rows)})`;
}

/**
 * The alert limit in seconds of a (status, kind) pair as a CASE expression (NULL: no limit, so a comparison with it
 * is never true): cheaper than joining the limits' table when every row of a large set needs its limit. Simple CASEs,
 * on the kind and then the status, so that each row compares its values once per candidate rather than testing
 * every (status, kind) pair.
 */
export function limitCase(limits: AlertLimits, status: Prisma.Sql, kind: Prisma.Sql): Prisma.Sql {
  const kinds = (["payroll", "fgts"] as const).flatMap((product: ProductKind) => {
    const statuses = operationStatusValues.flatMap((value) => {
      const seconds = alertLimitSeconds(limits, product, value);
      return seconds ? [Prisma.sql`WHEN ${value} THEN ${seconds}::float8`] : [];
    });
    return statuses.length ? [Prisma.sql`WHEN ${product} THEN (CASE ${status} ${Prisma.join(statuses, " ")} END)`] : [];
  });
  return kinds.length ? Prisma.sql`(CASE ${kind} ${Prisma.join(kinds, " ")} END)` : Prisma.sql`NULL::float8`;
}

/** The reason group of transition `t` (see reason-categories.ts): a category's key, `sem-motivo`, or `t` + MD5 prefix. */
export function reasonKeySql(): Prisma.Sql {
  const cases = REASON_CATEGORIES.filter((category) => category.phrase !== null).map(
    (category) => Prisma.sql`WHEN t."toStatus" = ${category.status} AND strpos(lower(t.reason), ${category.phrase}) > 0 THEN ${category.key}`,
  );
  return Prisma.sql`(CASE
    WHEN t.reason IS NULL OR btrim(t.reason) = '' THEN ${NO_REASON_KEY}
    ${Prisma.join(cases, " ")}
    ELSE 't' || left(md5(btrim(t.reason)), 12)
  END)`;
}
