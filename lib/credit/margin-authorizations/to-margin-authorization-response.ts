import type { Contact } from "@/lib/contract/contact";
import type { MarginAuthorization } from "@/lib/contract/margin-authorization";
import type { CreditMarginAuthorization } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";

/** An authorization row as the contract's `MarginAuthorization`. */
export function toMarginAuthorizationResponse(row: CreditMarginAuthorization): MarginAuthorization {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    ...(row.personId !== null && { personId: row.personId }),
    ...(row.employerRegistrationNumber !== null && { employerRegistrationNumber: row.employerRegistrationNumber }),
    // Stored as validated by the contract's schema on the way in.
    ...(row.contact !== null && { contact: row.contact as Contact }),
    status: row.status,
    ...(row.refusalReason !== null && { refusalReason: row.refusalReason }),
    createdAt: toUtcDateTime(row.createdAt),
    updatedAt: toUtcDateTime(row.updatedAt),
  };
}
