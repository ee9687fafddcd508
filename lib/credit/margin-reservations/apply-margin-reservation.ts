import type { OperationStatus } from "@/lib/contract";
import type { Prisma } from "@/lib/db/generated/client";
import { largestInstallmentInCents } from "@/lib/finance";
import { readStoredPlan } from "../store/read-credit-note-json";
import { reservationChangeFor } from "./reservation-change";

type Tx = Prisma.TransactionClient;

/**
 * Keeps the margin reserve in step with a status change, in the transaction of that change (every transition
 * that can reserve or release goes through here, from `transitionCreditNote`). Reserving again after a revision
 * re-opens the same row with the current plan's installment.
 */
export async function applyMarginReservation(
  tx: Tx,
  note: { id: string; personId: string; plan: Prisma.JsonValue | null },
  to: OperationStatus,
  now: Date,
  reason: string,
): Promise<void> {
  const change = reservationChangeFor(to);
  if (change === "release") {
    await tx.creditMarginReservation.updateMany({ where: { creditNoteId: note.id, releasedAt: null }, data: { releasedAt: now, releaseReason: reason } });
    return;
  }
  if (change !== "reserve") return;
  const person = await tx.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { registrationNumber: true } });
  const installmentInCents = largestInstallmentInCents(readStoredPlan(note));
  const reserve = { registrationNumber: person.registrationNumber, installmentInCents, reservedAt: now, releasedAt: null, releaseReason: null };
  await tx.creditMarginReservation.upsert({ where: { creditNoteId: note.id }, create: { creditNoteId: note.id, ...reserve }, update: reserve });
}

/** The installments reserved (and not released) on a worker's margin, optionally leaving one operation out. */
export async function reservedMarginInCents(
  db: Pick<Tx, "creditMarginReservation">,
  registrationNumber: string,
  exceptCreditNoteId?: string,
): Promise<number> {
  const { _sum } = await db.creditMarginReservation.aggregate({
    where: { registrationNumber, releasedAt: null, ...(exceptCreditNoteId && { creditNoteId: { not: exceptCreditNoteId } }) },
    _sum: { installmentInCents: true },
  });
  return _sum.installmentInCents ?? 0;
}
