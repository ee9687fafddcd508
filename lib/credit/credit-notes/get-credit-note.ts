import type { CreditNote } from "@/lib/contract";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "./load-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/** `GET /v1/CreditNote/{id}`: the operation now; its `status` is the tracking signal. */
export async function getCreditNote(caller: Caller, id: string): Promise<CreditNote> {
  return respondWithCreditNote(await loadOwnedCreditNote(caller, id));
}
