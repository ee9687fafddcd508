import type { ProposalRecord, ProposalStatus } from "@/lib/contract";
import type { CreditOfferProposal } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";

/** A stored proposal as the contract's `ProposalRecord`; `hasWarranty` comes from the item as sent. */
export function toProposalRecord(row: CreditOfferProposal): ProposalRecord {
  const payload = row.payload as { warranty?: { hasWarranty?: boolean } } | null;
  return {
    id: row.id,
    offerRequestId: row.offerRequestId,
    ...(row.proposalNumber !== null && { proposalNumber: row.proposalNumber }),
    expirationDate: toUtcDateTime(row.expirationDate),
    status: row.status as ProposalStatus,
    hasWarranty: payload?.warranty?.hasWarranty === true,
    createdAt: toUtcDateTime(row.createdAt),
  };
}
