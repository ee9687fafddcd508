import type { CreditNote, LiquidationType } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditUpload } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";
import { readStoredAmortization, requireStoredPlan, readStoredWarranty } from "../store/read-credit-note-json";
import { toUploadRecord } from "../uploads/to-upload-record";
import { formatCreditNoteNo } from "./credit-note-number";
import type { CreditNoteRow } from "./load-credit-note";

/** The operation as `GET /v1/CreditNote/{id}` answers it (and every action after it acts). */
export function toCreditNoteResponse(row: CreditNoteRow, uploads: readonly CreditUpload[]): CreditNote {
  return {
    id: row.id,
    creditNoteNo: formatCreditNoteNo(row.number),
    status: row.status,
    productId: row.productId,
    personId: row.personId,
    bankAccountId: row.bankAccountId,
    amortization: readStoredAmortization(row),
    plan: requireStoredPlan(row),
    warranty: readStoredWarranty(row),
    uploads: uploads.map(toUploadRecord),
    liquidationType: row.liquidationType as Extract<LiquidationType, "EletronicTransfer">,
    emissionDate: toUtcDateTime(row.emissionDate),
    ...(row.registryOfferCTPSRequestId !== null && { registryOfferCTPSRequestId: row.registryOfferCTPSRequestId }),
    ...(row.observations !== null && { observations: row.observations }),
    ...(row.insurance !== null && { insurance: row.insurance }),
    ...(row.isPartnerChannelCreation !== null && { isPartnerChannelCreation: row.isPartnerChannelCreation }),
    ...(row.createdByApiClient !== null && { createdByClientId: row.createdByApiClient.clientId }),
    createdAt: toUtcDateTime(row.createdAt),
    updatedAt: toUtcDateTime(row.updatedAt),
    statusSince: toUtcDateTime(row.statusSince),
    deleted: row.deletedAt !== null,
    ...(row.deletedAt !== null && { deletedAt: toUtcDateTime(row.deletedAt) }),
    ...(row.cancelRequestedAt !== null && { cancelRequestedAt: toUtcDateTime(row.cancelRequestedAt) }),
    history: row.transitions.map((transition) => ({
      ...(transition.from !== null && { from: transition.from }),
      to: transition.to,
      at: toUtcDateTime(transition.at),
      actor: transition.actor,
      ...(transition.reason !== null && { reason: transition.reason }),
    })),
  };
}

/** Loads the documents of a note and maps it. */
export async function respondWithCreditNote(row: CreditNoteRow): Promise<CreditNote> {
  const uploads = await getPrisma().creditUpload.findMany({ where: { creditNoteId: row.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return toCreditNoteResponse(row, uploads);
}
