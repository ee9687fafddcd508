import type { CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { logger } from "@/lib/log/logger";
import { borrowerKey, type BorrowerKey } from "./borrower-search-key";
import { lookUpOneByOne, PAGE_SIZE } from "./scan-plan";

/**
 * Borrower keys (masked CPF, search hash) for the persons of newly tracked operations. A person already known
 * from another tracked operation costs nothing; the others are read from the API one by one
 * (`GET /v1/NaturalPerson/{id}`) or by listing the correspondent's persons a page at a time, whichever needs
 * fewer calls. A person the API does not answer for is left without a key (its operation is still tracked;
 * a later refresh fills it in).
 */
export async function resolveBorrowers(client: CreditClient, personIds: readonly string[], prisma: PrismaClient = getPrisma()): Promise<Map<string, BorrowerKey>> {
  const wanted = [...new Set(personIds)];
  const keys = new Map<string, BorrowerKey>();
  if (wanted.length === 0) return keys;
  const known = await prisma.$queryRaw<Array<{ personId: string; borrowerCpfMasked: string; borrowerCpfHash: string }>>`
    SELECT DISTINCT ON ("personId") "personId", "borrowerCpfMasked", "borrowerCpfHash" FROM portal_tracked_operation
    WHERE "personId" = ANY(${wanted}::uuid[]) AND "borrowerCpfHash" IS NOT NULL AND "borrowerCpfMasked" IS NOT NULL`;
  for (const row of known) keys.set(row.personId, { cpfMasked: row.borrowerCpfMasked, cpfHash: row.borrowerCpfHash });

  const missing = new Set(wanted.filter((id) => !keys.has(id)));
  let pagesLeft: number | null = null;
  let page = 1;
  try {
    while (missing.size > 0 && !lookUpOneByOne(missing.size, pagesLeft) && (pagesLeft === null || pagesLeft > 0)) {
      const listing = await client.call("listNaturalPersons", { query: { page, size: PAGE_SIZE } });
      for (const person of listing.data) {
        if (missing.delete(person.id)) keys.set(person.id, borrowerKey(person.registrationNumber));
      }
      pagesLeft = Math.max(0, listing.totalPages - page);
      page += 1;
    }
    for (const id of missing) {
      const person = await client.call("getNaturalPerson", { params: { id } });
      keys.set(id, borrowerKey(person.registrationNumber));
    }
  } catch (error) {
    logger.warn("acompanhamento: tomador não lido; a busca por CPF espera a próxima leitura", { error: String(error) });
  }
  return keys;
}
