import { getPrisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { hashSecret, passwordParams } from "@/lib/security/scrypt-hash";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "../auth/request-meta";
import { ROLE_LABELS } from "../auth/roles";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import type { CreateOperatorInput } from "./operator-schemas";
import { requireBranchOption } from "./require-branch-option";

export interface CreateOperatorOptions {
  readonly actor: AuditActor;
  /** Parsed by `createOperatorSchema` (e-mail lower-case, role ↔ branch and password rules checked). */
  readonly input: CreateOperatorInput;
  readonly meta: RequestMeta;
}

function duplicateEmail(): ActionRefusal {
  return new ActionRefusal("conflict", "Já existe um operador com este e-mail.", { email: "Já existe um operador com este e-mail." });
}

/** Creates an enabled operator with the password the manager chose, and audits it in the same transaction. */
export async function createOperator({ actor, input, meta }: CreateOperatorOptions): Promise<{ id: string }> {
  assertCanManageOperators(actor);
  const prisma = getPrisma();
  const branch = input.branchId ? await requireBranchOption(prisma, input.branchId) : null;
  // Checked before the slow hash so the common mistake answers at once; the unique index settles races below.
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw duplicateEmail();
  const passwordHash = await hashSecret(input.password, passwordParams());
  try {
    return await prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: input.name, email: input.email, role: input.role, branchId: branch?.id ?? null, passwordHash },
        select: { id: true },
      });
      await recordAuditEvent(tx, {
        actor,
        action: "operator.created",
        targetOperatorId: created.id,
        summary: `Operador criado (${input.email}): ${ROLE_LABELS[input.role]}${branch ? `, agência ${branch.code}` : ""}`,
        ipPrefix: meta.ipPrefix,
      });
      return created;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw duplicateEmail();
    throw error;
  }
}
