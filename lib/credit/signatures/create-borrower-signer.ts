import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";

/** The instrument's signers when collection starts: the borrower (signature page `/sign/{token}`); kept if already there. */
export async function createBorrowerSigner(tx: Prisma.TransactionClient, note: { readonly id: string; readonly personId: string }): Promise<void> {
  const existing = await tx.creditNoteSigner.count({ where: { creditNoteId: note.id } });
  if (existing > 0) return;
  const person = await tx.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { name: true } });
  await tx.creditNoteSigner.create({
    data: { creditNoteId: note.id, role: "Borrower", name: person.name, token: randomBytes(32).toString("base64url") },
  });
}
