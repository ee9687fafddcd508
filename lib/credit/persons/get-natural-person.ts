import type { NaturalPerson } from "@/lib/contract/natural-person";
import type { Caller } from "../auth/authenticate-caller";
import { listPersonUploads } from "../uploads/list-person-uploads";
import { findOwnedPerson } from "./find-owned-person";
import { toNaturalPersonResponse } from "./to-natural-person-response";

export interface GetNaturalPersonOptions {
  caller: Caller;
  personId: string;
}

/** The caller's person with its documents and those of its operations; 404 unknown, 403 someone else's. */
export async function getNaturalPerson({ caller, personId }: GetNaturalPersonOptions): Promise<NaturalPerson> {
  const person = await findOwnedPerson(caller, personId);
  const uploads = await listPersonUploads(caller.correspondentId, [person.id]);
  return toNaturalPersonResponse(person, uploads.get(person.id) ?? []);
}
