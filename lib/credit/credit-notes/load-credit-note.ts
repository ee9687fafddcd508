import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { loadOwned, OWNED_RESOURCES } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";

/** What a credit-note response needs: the note, its history, the client that created it (its documents are read apart). */
export const creditNoteWithRelations = {
  include: { transitions: { orderBy: [{ at: "asc" }, { id: "asc" }] }, createdByApiClient: { select: { clientId: true } } },
} as const satisfies Prisma.CreditNoteDefaultArgs;

export type CreditNoteRow = Prisma.CreditNoteGetPayload<typeof creditNoteWithRelations>;

/** The caller's credit note by id: 404 when it does not exist, 403 when another correspondent's. */
export function loadOwnedCreditNote(caller: Caller, id: string): Promise<CreditNoteRow> {
  return loadOwned(
    (key) => getPrisma().creditNote.findUnique({ where: { id: key }, ...creditNoteWithRelations }),
    id,
    caller,
    OWNED_RESOURCES.creditNote,
  );
}
