import { getPrisma } from "@/lib/db/client";
import type { CreditMarginQuery } from "@/lib/db/generated/client";

export interface MarginQueryLookup {
  readonly correspondentId: string;
  readonly registrationNumber: string;
  /** Narrow to one employment link when the request names it. */
  readonly employerRegistrationNumber?: string | null;
  readonly employeeCode?: string | null;
  readonly now: Date;
}

/** The caller's latest margin query for the CPF still inside its cache window (`validUntil` in the future). */
export async function findValidMarginQuery(lookup: MarginQueryLookup): Promise<CreditMarginQuery | null> {
  return getPrisma().creditMarginQuery.findFirst({
    where: {
      correspondentId: lookup.correspondentId,
      registrationNumber: lookup.registrationNumber,
      validUntil: { gt: lookup.now },
      ...(lookup.employerRegistrationNumber && { employerRegistrationNumber: lookup.employerRegistrationNumber }),
      ...(lookup.employeeCode && { employeeCode: lookup.employeeCode }),
    },
    orderBy: { queriedAt: "desc" },
  });
}
