import type { PrismaClient } from "@/lib/db/generated/client";

export interface CreatingBranch {
  readonly id: string;
  readonly organizationId: string;
  readonly apiClientId: string;
}

/**
 * The branch an operation belongs to by the credential that created it (the API's `createdByClientId`): the one
 * branch configured with that client id. Null when the API does not say (an operation older than the record),
 * when no branch holds that credential, or when several do (they share it, so it cannot tell them apart): the
 * operation then belongs to its organization only ("sem agência").
 */
export async function creatingBranch(prisma: PrismaClient, createdByClientId: string | undefined): Promise<CreatingBranch | null> {
  if (!createdByClientId) return null;
  const branches = await prisma.portalBranch.findMany({ where: { apiClientId: createdByClientId }, select: { id: true, organizationId: true, apiClientId: true }, take: 2 });
  return branches.length === 1 ? branches[0]! : null;
}
