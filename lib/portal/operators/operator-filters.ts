import { z } from "zod";
import { PORTAL_ROLES } from "../auth/roles";
import { OPERATOR_STATUS_KINDS } from "./operator-status";

/**
 * The operator list's filters from the page's query string (`?perfil=&agencia=&situacao=`). A value that is
 * not valid is ignored rather than refused: it comes from a URL anyone can edit.
 */
export const operatorFiltersSchema = z.object({
  perfil: z.enum(PORTAL_ROLES).optional().catch(undefined),
  agencia: z.uuid().optional().catch(undefined),
  situacao: z.enum(OPERATOR_STATUS_KINDS).optional().catch(undefined),
});

export interface OperatorFilters {
  readonly role?: (typeof PORTAL_ROLES)[number];
  readonly branchId?: string;
  readonly status?: (typeof OPERATOR_STATUS_KINDS)[number];
}

export function operatorFiltersFrom(searchParams: Record<string, string | string[] | undefined>): OperatorFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;
  const parsed = operatorFiltersSchema.parse({
    perfil: first(searchParams.perfil),
    agencia: first(searchParams.agencia),
    situacao: first(searchParams.situacao),
  });
  return { role: parsed.perfil, branchId: parsed.agencia, status: parsed.situacao };
}
