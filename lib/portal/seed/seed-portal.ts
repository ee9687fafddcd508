import type { PrismaClient } from "@/lib/db/generated/client";
import { hashSecret, passwordParams } from "@/lib/security/scrypt-hash";
import { sealBranchSecret } from "../branches/branch-credential";
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS, DEMO_ORGANIZATIONS } from "./demo-portal";

/**
 * Idempotent: organizations and branches converge to the demo data (a branch's credential is re-sealed only
 * when its client id changed or it cannot be read); demo operators are created when missing and otherwise
 * left alone, so passwords and roles changed in the portal survive restarts.
 */
export async function seedPortal(prisma: PrismaClient): Promise<{ operators: number }> {
  const branchIds = new Map<string, string>();
  for (const organization of DEMO_ORGANIZATIONS) {
    const { id: organizationId } = await prisma.portalOrganization.upsert({
      where: { registrationNumber: organization.registrationNumber },
      create: { name: organization.name, registrationNumber: organization.registrationNumber },
      update: { name: organization.name },
    });
    for (const branch of organization.branches) {
      const existing = await prisma.portalBranch.findUnique({ where: { code: branch.code } });
      if (existing) {
        branchIds.set(branch.code, existing.id);
        continue;
      }
      const created = await prisma.portalBranch.create({
        data: {
          organizationId,
          code: branch.code,
          name: branch.name,
          apiClientId: branch.apiClientId,
          apiClientSecretEncrypted: sealBranchSecret(branch.code, branch.apiClientSecret),
        },
      });
      branchIds.set(branch.code, created.id);
    }
  }

  for (const operator of DEMO_OPERATORS) {
    if (await prisma.user.findUnique({ where: { email: operator.email }, select: { id: true } })) continue;
    // Hashing is deliberately slow: only for operators still missing (first start).
    const passwordHash = await hashSecret(DEMO_OPERATOR_PASSWORD, passwordParams());
    await prisma.user.create({
      data: {
        email: operator.email,
        name: operator.name,
        role: operator.role,
        branchId: operator.branch ? (branchIds.get(operator.branch) ?? null) : null,
        passwordHash,
      },
    });
  }
  return { operators: DEMO_OPERATORS.length };
}
