import type { NaturalPerson } from "@/lib/contract/natural-person";
import type { CreditNaturalPerson, CreditUpload } from "@/lib/db/generated/client";
import { toCivilDate, toUtcDateTime } from "../dates";
import { toUploadRecord } from "../uploads/to-upload-record";

/** A person row and its documents as the contract's `NaturalPerson`. Absent optional fields are left out. */
export function toNaturalPersonResponse(row: CreditNaturalPerson, uploads: readonly CreditUpload[]): NaturalPerson {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    name: row.name,
    birthDate: toCivilDate(row.birthDate),
    ...(row.motherName !== null && { motherName: row.motherName }),
    ...(row.email !== null && { email: row.email }),
    ...(row.phone !== null && { phone: row.phone }),
    // Stored as validated by the contract's schemas on the way in.
    ...(row.identityDocument !== null && { identityDocument: row.identityDocument as NaturalPerson["identityDocument"] }),
    ...(row.address !== null && { address: row.address as NaturalPerson["address"] }),
    uploads: uploads.map(toUploadRecord),
    createdAt: toUtcDateTime(row.createdAt),
    updatedAt: toUtcDateTime(row.updatedAt),
  };
}
