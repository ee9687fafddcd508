import { getPrisma } from "@/lib/db/client";
import { reservedMarginInCents } from "../margin-reservations/apply-margin-reservation";
import { findValidMarginQuery, type MarginDb, type MarginQueryLookup } from "./find-valid-margin-query";

export interface CurrentFreeMargin {
  readonly freeMarginInCents: number;
  /** Where it came from: a margin query inside its cache window, the registry now, or an older margin query. */
  readonly source: "marginQuery" | "registry" | "expiredMarginQuery" | "none";
}

/**
 * The worker's free margin now, for checks made after the offer (proposal, CTPS auction revalidation), in
 * order of preference: the caller's latest margin query still inside its cache window (what the registry
 * answered moments ago); else the sandbox registry's current value for the link, minus the margin reserved by
 * live operations (a worker who no longer has a link at that employer has no margin there); else the caller's latest margin query, however old; else 0.
 */
export async function findCurrentFreeMargin(lookup: MarginQueryLookup, db: MarginDb = getPrisma()): Promise<CurrentFreeMargin> {
  const valid = await findValidMarginQuery(lookup, db);
  if (valid) return { freeMarginInCents: valid.freeMarginInCents, source: "marginQuery" };

  const prisma = db;
  const worker = await prisma.creditRegistryWorker.findUnique({ where: { registrationNumber: lookup.registrationNumber } });
  if (worker) {
    const sameLink = !lookup.employerRegistrationNumber || worker.employerRegistrationNumber === lookup.employerRegistrationNumber;
    const free = Math.max(0, (worker.freeMarginInCents ?? 0) - (await reservedMarginInCents(prisma, lookup.registrationNumber)));
    return { freeMarginInCents: sameLink ? free : 0, source: "registry" };
  }

  const latest = await prisma.creditMarginQuery.findFirst({
    where: {
      correspondentId: lookup.correspondentId,
      registrationNumber: lookup.registrationNumber,
      ...(lookup.employerRegistrationNumber && { employerRegistrationNumber: lookup.employerRegistrationNumber }),
    },
    orderBy: { queriedAt: "desc" },
  });
  return latest ? { freeMarginInCents: latest.freeMarginInCents, source: "expiredMarginQuery" } : { freeMarginInCents: 0, source: "none" };
}
