import type { CreditNote, CreditNoteUpdate } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Caller } from "../auth/authenticate-caller";
import { fromUtcDateTime } from "../dates";
import { correctSettlementAccount } from "./correct-settlement-account";
import { loadOwnedCreditNote } from "./load-credit-note";
import { planForNote } from "./plan-for-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { requireInstallmentWithinMargin } from "./require-installment-within-margin";
import { requireAccountOfPerson } from "./creation-borrower";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";
import { toStoredJson } from "../store/read-credit-note-json";

/**
 * `PUT /v1/CreditNote/{id}`: partial update of the editable attributes, only in Draft, Revision, Disapproved
 * or Error (409 otherwise). A new calculation object is validated against the product and the plan
 * recomputed; a new account must be the borrower's. In PaymentRevision only the account is corrected
 * (correct-settlement-account.ts).
 */
export async function updateCreditNote(caller: Caller, id: string, body: CreditNoteUpdate): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  if (note.status === "PaymentRevision") return correctSettlementAccount(caller, note, body);
  const product = await productOfNote(note);
  requireActionAllowed("update", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: product.calculationModel === "fgts" });

  const data: Prisma.CreditNoteUpdateManyMutationInput = {};
  if (body.amortization) {
    const { amortization, plan } = planForNote(note.id, product, body.amortization);
    if (product.calculationModel !== "fgts") {
      const person = await getPrisma().creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { registrationNumber: true } });
      await requireInstallmentWithinMargin(caller, person.registrationNumber, plan);
    }
    data.amortization = toStoredJson(amortization);
    data.plan = toStoredJson(plan);
  }
  if (body.bankAccountId) {
    await requireAccountOfPerson(caller, note.personId, body.bankAccountId);
    data.bankAccountId = body.bankAccountId;
  }
  if (body.liquidationType) data.liquidationType = body.liquidationType;
  if (body.emissionDate) data.emissionDate = fromUtcDateTime(body.emissionDate);
  if (body.registryOfferCTPSRequestId !== undefined) data.registryOfferCTPSRequestId = body.registryOfferCTPSRequestId;
  if (body.observations !== undefined) data.observations = body.observations;
  if (body.insurance !== undefined) data.insurance = body.insurance;
  if (body.isPartnerChannelCreation !== undefined) data.isPartnerChannelCreation = body.isPartnerChannelCreation;

  return respondWithCreditNote(await saveCreditNote(note, data));
}
