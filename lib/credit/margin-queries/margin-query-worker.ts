import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { findOwnedPerson } from "../persons/find-owned-person";

export interface Borrower {
  registrationNumber: string;
  /** The caller's registered person with this CPF, when there is one. */
  personId: string | null;
}

/**
 * The worker a margin query is about: by `personId` (must be the caller's: 404/403) or by CPF (a worker not yet
 * registered; linked to the caller's person with that CPF when there is one). The contract's schema ensures
 * exactly one of the two was sent.
 */
export async function findMarginQueryWorker(caller: Caller, query: { personId?: string; registrationNumber?: string }): Promise<Borrower> {
  if (query.personId !== undefined) {
    const person = await findOwnedPerson(caller, query.personId);
    return { registrationNumber: person.registrationNumber, personId: person.id };
  }
  const registrationNumber = query.registrationNumber ?? "";
  const person = await getPrisma().creditNaturalPerson.findUnique({
    where: { correspondentId_registrationNumber: { correspondentId: caller.correspondentId, registrationNumber } },
    select: { id: true },
  });
  return { registrationNumber, personId: person?.id ?? null };
}
