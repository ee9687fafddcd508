import type { FreeMargin } from "@/lib/contract";

/** An employment link found by a margin query: the same worker at one employer. */
export function linkKey(query: Pick<FreeMargin, "employerRegistrationNumber" | "employeeCode">): string {
  return `${query.employerRegistrationNumber}:${query.employeeCode}`;
}
