import { z } from "zod";
import { getPrisma } from "@/lib/db/client";
import type { AuditActor } from "../audit/record-audit-event";
import type { PortalRole } from "../auth/roles";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import type { BranchOption } from "./list-branch-options";
import { operatorStatus, type OperatorStatus } from "./operator-status";

export interface GetOperatorOptions {
  readonly actor: AuditActor;
  /** From the URL: anything that is not a UUID is simply not found. */
  readonly operatorId: string;
  readonly now?: Date;
}

export interface OperatorDetails {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: PortalRole;
  readonly branch: BranchOption | null;
  readonly status: OperatorStatus;
  readonly failedSignIns: number;
  readonly passwordChangedAt: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** One operator for the details page, or null when there is none with that id. */
export async function getOperator({ actor, operatorId, now = new Date() }: GetOperatorOptions): Promise<OperatorDetails | null> {
  assertCanManageOperators(actor);
  if (!z.uuid().safeParse(operatorId).success) return null;
  const row = await getPrisma().user.findUnique({
    where: { id: operatorId },
    // Never the password hash: it has no business outside sign-in.
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      disabledAt: true,
      lockedUntil: true,
      failedSignIns: true,
      passwordChangedAt: true,
      createdAt: true,
      updatedAt: true,
      branch: { select: { id: true, code: true, name: true, organization: { select: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as PortalRole,
    branch: row.branch ? { id: row.branch.id, code: row.branch.code, name: row.branch.name, organizationName: row.branch.organization.name } : null,
    status: operatorStatus(row, now),
    failedSignIns: row.failedSignIns,
    passwordChangedAt: row.passwordChangedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
