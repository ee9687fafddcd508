import type { FreeMargin } from "@/lib/contract/margin";
import type { CreditMarginQuery } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";

/** A stored margin query as the contract's `FreeMargin` (`validUntil` = end of its cache window). */
export function toFreeMarginResponse(row: CreditMarginQuery): FreeMargin {
  return {
    registrationNumber: row.registrationNumber,
    employeeCode: row.employeeCode,
    employerRegistrationNumber: row.employerRegistrationNumber,
    employerRegistrationCode: row.employerRegistrationCode,
    employerName: row.employerName,
    admissionDate: toUtcDateTime(row.admissionDate),
    ...(row.positionCBOCode !== null && { positionCBOCode: row.positionCBOCode }),
    grossSalaryInCents: row.grossSalaryInCents as FreeMargin["grossSalaryInCents"],
    freeMarginInCents: row.freeMarginInCents as FreeMargin["freeMarginInCents"],
    queriedAt: toUtcDateTime(row.queriedAt),
    validUntil: toUtcDateTime(row.validUntil),
  };
}
