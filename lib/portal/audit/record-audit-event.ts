import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import { maskText } from "@/lib/log";
import type { PortalRole } from "../auth/roles";
import type { AuditAction } from "./audit-actions";

export interface AuditActor {
  readonly id: string;
  readonly role: PortalRole;
  readonly branchId: string | null;
}

export interface AuditEventInput {
  readonly actor: AuditActor | null;
  readonly action: AuditAction;
  /** pt-BR, one line. Masked here, whatever the caller passes (CPF, e-mail, phone, account numbers). */
  readonly summary: string;
  readonly operationId?: string | null;
  readonly targetOperatorId?: string | null;
  readonly ipPrefix?: string | null;
}

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Appends one audit event. Pass the transaction of the change it records (documenso's pattern) so the change
 * and its audit row commit or fail together. The table refuses UPDATE and DELETE.
 */
export async function recordAuditEvent(db: Db, event: AuditEventInput): Promise<void> {
  await db.portalAuditEvent.create({
    data: {
      operatorId: event.actor?.id ?? null,
      role: event.actor?.role ?? null,
      branchId: event.actor?.branchId ?? null,
      action: event.action,
      operationId: event.operationId ?? null,
      targetOperatorId: event.targetOperatorId ?? null,
      summary: maskText(event.summary.replace(/\s+/g, " ").trim()).slice(0, 500),
      ipPrefix: event.ipPrefix ?? null,
    },
  });
}
