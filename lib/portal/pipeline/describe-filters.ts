import "server-only";
import { getPrisma } from "@/lib/db/client";
import { PRODUCT_SHORT_LABELS } from "../operations/product-labels";
import { NONE, type PipelineFilters } from "./pipeline-filters";

/** The page's narrowing filters in words, with names (for the first line of an export and its audit line). */
export async function describeNarrowingFilters(filters: PipelineFilters): Promise<string[]> {
  const prisma = getPrisma();
  const id = (value: string | undefined) => (value && value !== NONE ? value : null);
  const [organization, branch, operator] = await Promise.all([
    id(filters.organization) ? prisma.portalOrganization.findUnique({ where: { id: id(filters.organization)! }, select: { name: true } }) : null,
    id(filters.branch) ? prisma.portalBranch.findUnique({ where: { id: id(filters.branch)! }, select: { name: true } }) : null,
    id(filters.operator) ? prisma.user.findUnique({ where: { id: id(filters.operator)! }, select: { name: true } }) : null,
  ]);
  return [
    filters.product && `produto ${PRODUCT_SHORT_LABELS[filters.product]}`,
    filters.organization && `correspondente ${organization?.name ?? filters.organization}`,
    filters.branch && (filters.branch === NONE ? "sem agência" : `agência ${branch?.name ?? filters.branch}`),
    filters.operator && (filters.operator === NONE ? "criadas fora do portal" : `operador ${operator?.name ?? filters.operator}`),
  ].filter((part): part is string => Boolean(part));
}
