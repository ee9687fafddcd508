import "server-only";
import { getPrisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { operationStatusValues, type OperationStatus } from "@/lib/contract";
import type { SessionOperator } from "../auth/load-session-operator";
import { can } from "../auth/permissions";
import { alertLimitSeconds } from "../board/alert-limits";
import { boardAlertLimits } from "../board/board-settings";
import { conditions } from "../board/load-board";
import { listOpenDrafts, type OpenDraftSummary } from "../origination/list-open-drafts";
import { ACTION_REQUIRED_STATUSES, FINAL_STATUSES } from "../operations/operation-status";

export interface HomeOperation {
  readonly id: string;
  readonly creditNoteNo: string;
  readonly status: OperationStatus;
  readonly statusSince: Date;
  readonly amountInCents: number;
  readonly productKind: "payroll" | "fgts";
  readonly borrowerCpfMasked: string | null;
  /** Past the status's alert limit (the board's limits). */
  readonly late: boolean;
}

export interface HomeSummary {
  /** Operations waiting for the partner (the spec's four and the desk's returns). */
  readonly needingAction: number;
  /** Open operations not waiting for the partner: the pipeline or the desk carries them (rejections included). */
  readonly waiting: number;
  /** Finished (settled) this month, with the amount. */
  readonly finishedThisMonth: { readonly count: number; readonly amountInCents: number };
  /** Operations past their status's alert limit. */
  readonly late: number;
}

export interface HomeData {
  /** When the figures were read (time in status is counted from it). */
  readonly now: Date;
  readonly summary: HomeSummary;
  /** The oldest operations waiting for this operator's action, most pressing first. */
  readonly needingAction: readonly HomeOperation[];
  /** The operator's own wizards in progress (originating roles). */
  readonly drafts: readonly OpenDraftSummary[];
}

/**
 * What an operator's home page shows, from the portal's own store (the tracker), in the operator's scope: the work
 * waiting for them first. Managers see the whole portfolio's summary; the desk its scope too (the desk console has
 * the queue).
 */
export async function loadHome(operator: SessionOperator, now = new Date()): Promise<HomeData> {
  const prisma = getPrisma();
  const scope = conditions(operator, {});
  const limits = boardAlertLimits();
  const partner = [...ACTION_REQUIRED_STATUSES] as string[];
  const final = [...FINAL_STATUSES] as string[];
  const monthStart = new Date(`${now.toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" }).slice(0, 7)}-01T03:00:00Z`);

  // Every (status, product) pair with its alert limit, so the database counts the late ones itself.
  const limitRows = operationStatusValues.flatMap((status) =>
    (["payroll", "fgts"] as const).map((kind) => Prisma.sql`(${status}, ${kind}, ${alertLimitSeconds(limits, kind, status) ?? 0}::int)`),
  );
  const [counts, finished, rows, drafts] = await Promise.all([
    prisma.$queryRaw<Array<{ partner: boolean; count: bigint; late: bigint }>>`
      SELECT o.status = ANY(${partner}::text[]) AS partner, count(*) AS count,
             count(*) FILTER (WHERE l.seconds > 0 AND o."statusSince" < ${now}::timestamptz - make_interval(secs => l.seconds)) AS late
      FROM portal_tracked_operation o
      JOIN (VALUES ${Prisma.join(limitRows)}) AS l(status, kind, seconds) ON l.status = o.status AND l.kind = o."productKind"::text
      WHERE ${scope} AND o."deletedAt" IS NULL AND NOT (o.status = ANY(${final}::text[]))
      GROUP BY 1`,
    prisma.$queryRaw<[{ count: bigint; amount: bigint | null }]>`
      SELECT count(*) AS count, sum("amountInCents") AS amount FROM portal_tracked_operation
      WHERE ${scope} AND "deletedAt" IS NULL AND status = 'Finished' AND "statusSince" >= ${monthStart}::timestamptz`,
    prisma.$queryRaw<Array<Omit<HomeOperation, "late" | "amountInCents" | "status"> & { status: string; amountInCents: bigint }>>`
      SELECT id, "creditNoteNo", status, "statusSince", "amountInCents", "productKind", "borrowerCpfMasked" FROM portal_tracked_operation
      WHERE ${scope} AND "deletedAt" IS NULL AND status = ANY(${partner}::text[])
      ORDER BY "statusSince" ASC LIMIT 8`,
    can(operator.role, "originate") ? listOpenDrafts(operator, undefined, 6) : Promise.resolve([]),
  ]);
  const isLate = (status: string, productKind: "payroll" | "fgts", since: Date) => {
    const limit = alertLimitSeconds(limits, productKind, status as OperationStatus);
    return limit !== null && now.getTime() - since.getTime() > limit * 1000;
  };
  return {
    now,
    summary: {
      needingAction: Number(counts.find((row) => row.partner)?.count ?? 0),
      waiting: Number(counts.find((row) => !row.partner)?.count ?? 0),
      finishedThisMonth: { count: Number(finished[0].count), amountInCents: Number(finished[0].amount ?? 0) },
      late: counts.reduce((total, row) => total + Number(row.late), 0),
    },
    needingAction: rows.map((row) => ({
      ...row,
      status: row.status as OperationStatus,
      amountInCents: Number(row.amountInCents),
      late: isLate(row.status, row.productKind, row.statusSince),
    })),
    drafts,
  };
}
