import type { CreditNote, CreditNoteUpdate } from "@/lib/contract";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import type { CreditNoteRow } from "./load-credit-note";
import { requireActionAllowed } from "./require-action-allowed";
import { requireAccountOfPerson } from "./creation-borrower";
import { saveCreditNoteTransition } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `PUT /v1/CreditNote/{id}` in `PaymentRevision`: the settlement failed and "the partner corrects the account"
 * (spec, transition table). Only `bankAccountId` may change, to another account of the borrower; settlement is
 * then retried from `WaitLiquidation` by the pipeline.
 */
export async function correctSettlementAccount(caller: Caller, note: CreditNoteRow, body: CreditNoteUpdate, now = new Date()): Promise<CreditNote> {
  requireActionAllowed("correctSettlementAccount", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: false });
  const otherFields = Object.keys(body).filter((key) => key !== "bankAccountId");
  if (!body.bankAccountId || otherFields.length > 0) {
    throw new AppError("CONFLICT_STATUS", {
      message: "only the settlement account can change in PaymentRevision",
      userMessage: "Em PaymentRevision só a conta de liquidação pode ser corrigida: envie apenas bankAccountId (uma conta cujo titular é o tomador).",
    });
  }
  await requireAccountOfPerson(caller, note.personId, body.bankAccountId);
  const saved = await saveCreditNoteTransition(note, {
    to: "WaitLiquidation",
    actor: "Partner",
    reason: "Conta de liquidação corrigida pelo parceiro; liquidação refeita",
    at: now,
    data: { bankAccountId: body.bankAccountId },
  });
  return respondWithCreditNote(saved);
}
