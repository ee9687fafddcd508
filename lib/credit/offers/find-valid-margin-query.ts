import { getPrisma } from "@/lib/db/client";
import type { CreditMarginQuery, Prisma } from "@/lib/db/generated/client";

export interface MarginQueryLookup {
  readonly correspondentId: string;
  readonly registrationNumber: string;
  /** Narrow to one employment link when the request names it. */
  readonly employerRegistrationNumber?: string | null;
  readonly employeeCode?: string | null;
  readonly now: Date;
}

/** The client the lookups read through (the process's, or a transaction's). */
export type MarginDb = Pick<Prisma.TransactionClient, "creditMarginQuery" | "creditRegistryWorker" | "creditMarginReservation">;

/** The caller's latest margin query for the CPF still inside its cache window (`validUntil` in the future). */
export async function findValidMarginQuery(lookup: MarginQueryLookup, db: MarginDb = getPrisma()): Promise<CreditMarginQuery | null> {
  return db.creditMarginQuery.findFirst({
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
