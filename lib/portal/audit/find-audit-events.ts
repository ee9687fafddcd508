import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ROLE_LABELS, type PortalRole } from "../auth/roles";
import { AUDIT_ACTIONS, isAuditAction } from "./audit-actions";
import { auditPeriodRange, type AuditFilters, type AuditPagination } from "./audit-filters";

/** Shown where the operator (or role) of an event is unknown: failed sign-ins for unknown e-mails. */
export const UNKNOWN = "—";

/** One audit event as the page and the export show it. */
export interface AuditEventRow {
  readonly id: string;
  readonly at: Date;
  readonly operatorId: string | null;
  readonly operatorName: string;
  readonly operatorEmail: string;
  /** The role the operator had when acting (recorded with the event), not today's. */
  readonly roleLabel: string;
  readonly action: string;
  readonly actionLabel: string;
  readonly operationId: string | null;
  /** The operation's number (CN…) as the tracker knows it; null when none or not tracked. */
  readonly creditNoteNo: string | null;
  /** Masked when it was written (record-audit-event.ts). */
  readonly summary: string;
  readonly ipPrefix: string | null;
}

export interface AuditEventPage {
  readonly data: readonly AuditEventRow[];
  readonly page: number;
  readonly size: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** Newest first; `id` breaks ties between events of the same millisecond. */
const NEWEST_FIRST = [{ at: "desc" }, { id: "desc" }] satisfies Prisma.PortalAuditEventOrderByWithRelationInput[];

/** One page of the audit history matching the filters, newest first. */
export async function findAuditEvents(filters: AuditFilters, pagination: AuditPagination): Promise<AuditEventPage> {
  const prisma = getPrisma();
  const where = auditEventWhere(filters);
  const [totalItems, events] = await Promise.all([
    prisma.portalAuditEvent.count({ where }),
    prisma.portalAuditEvent.findMany({ where, orderBy: NEWEST_FIRST, skip: (pagination.page - 1) * pagination.size, take: pagination.size }),
  ]);
  return {
    data: await withOperators(events),
    page: pagination.page,
    size: pagination.size,
    totalItems,
    totalPages: Math.ceil(totalItems / pagination.size),
  };
}

/**
 * Every event matching the filters, newest first, at most `limit`, read in batches by keyset (the position of
 * the last row, not an offset) so a long export neither holds everything in memory nor slows down page after
 * page, and events written meanwhile do not shift it.
 */
export async function* iterateAuditEvents(filters: AuditFilters, options: { limit: number; batchSize?: number }): AsyncGenerator<AuditEventRow> {
  const prisma = getPrisma();
  const where = auditEventWhere(filters);
  const batchSize = options.batchSize ?? 1000;
  let remaining = options.limit;
  let last: { at: Date; id: bigint } | null = null;
  while (remaining > 0) {
    const after: Prisma.PortalAuditEventWhereInput = last ? { OR: [{ at: { lt: last.at } }, { at: last.at, id: { lt: last.id } }] } : {};
    const events = await prisma.portalAuditEvent.findMany({ where: { AND: [where, after] }, orderBy: NEWEST_FIRST, take: Math.min(batchSize, remaining) });
    yield* await withOperators(events);
    const lastEvent = events.at(-1);
    if (!lastEvent || events.length < Math.min(batchSize, remaining)) return;
    remaining -= events.length;
    last = { at: lastEvent.at, id: lastEvent.id };
  }
}

export interface AuditOperatorOption {
  readonly id: string;
  readonly label: string;
}

/** Every operator, disabled ones too (their past actions stay searchable), for the filter's select. */
export async function listAuditOperatorOptions(): Promise<AuditOperatorOption[]> {
  const operators = await getPrisma().user.findMany({
    select: { id: true, name: true, email: true, disabledAt: true },
    orderBy: [{ name: "asc" }, { email: "asc" }],
  });
  return operators.map((operator) => ({
    id: operator.id,
    label: `${operator.name} (${operator.email})${operator.disabledAt ? " · desativado" : ""}`,
  }));
}

export function auditEventWhere(filters: AuditFilters): Prisma.PortalAuditEventWhereInput {
  const period = auditPeriodRange(filters);
  return {
    ...(filters.operatorId && { operatorId: filters.operatorId }),
    ...(filters.action && { action: filters.action }),
    ...(filters.operationId && { operationId: filters.operationId }),
    ...((period.gte || period.lt) && { at: period }),
  };
}

type AuditEventRecord = Prisma.PortalAuditEventGetPayload<object>;

/** Joins each event with its operator's name and e-mail and its operation's number, one query each for the whole batch. */
async function withOperators(events: readonly AuditEventRecord[]): Promise<AuditEventRow[]> {
  const ids = [...new Set(events.flatMap((event) => (event.operatorId ? [event.operatorId] : [])))];
  const operationIds = [...new Set(events.flatMap((event) => (event.operationId ? [event.operationId] : [])))];
  const [operators, operations] = await Promise.all([
    ids.length === 0 ? [] : getPrisma().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true, role: true } }),
    operationIds.length === 0 ? [] : getPrisma().portalTrackedOperation.findMany({ where: { id: { in: operationIds } }, select: { id: true, creditNoteNo: true } }),
  ]);
  const byId = new Map(operators.map((operator) => [operator.id, operator]));
  const numbers = new Map(operations.map((operation) => [operation.id, operation.creditNoteNo]));
  return events.map((event) => {
    const operator = event.operatorId ? byId.get(event.operatorId) : undefined;
    const role = (event.role ?? operator?.role ?? null) as PortalRole | null;
    return {
      id: event.id.toString(),
      at: event.at,
      operatorId: event.operatorId,
      operatorName: operator?.name ?? UNKNOWN,
      operatorEmail: operator?.email ?? UNKNOWN,
      roleLabel: role ? ROLE_LABELS[role] : UNKNOWN,
      action: event.action,
      actionLabel: isAuditAction(event.action) ? AUDIT_ACTIONS[event.action] : event.action,
      operationId: event.operationId,
      creditNoteNo: event.operationId ? (numbers.get(event.operationId) ?? null) : null,
      summary: event.summary,
      ipPrefix: event.ipPrefix,
    };
  });
}
