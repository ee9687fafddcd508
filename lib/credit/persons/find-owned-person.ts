import { getPrisma } from "@/lib/db/client";
import type { CreditNaturalPerson } from "@/lib/db/generated/client";
import { loadOwned, OWNED_RESOURCES } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";

/** The person row when the caller's correspondent owns it: 404 when unknown, 403 when someone else's. */
export function findOwnedPerson(caller: Caller, personId: string): Promise<CreditNaturalPerson> {
  return loadOwned((id) => getPrisma().creditNaturalPerson.findUnique({ where: { id } }), personId, caller, OWNED_RESOURCES.person);
}
