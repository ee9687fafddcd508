/**
 * What an operation needs beyond its schema before the pipeline takes it to the end: the API's submission
 * (payroll collateral) and the FGTS endorsement (consent term) apply these, and the documentation server's
 * `docs_montar_requisicao` warns about them before the partner calls the API. One statement of each rule.
 */
import type { FileType, ProductModule } from "./enums";

/** The FGTS consent term is an upload of this type (spec, "Upload item"). */
export const CONSENT_TERM_FILE_TYPE = "Authorization" as const satisfies FileType;

/** An FGTS operation without it is returned at endorsement (`Warranty` → `WarrantyRevision`). */
export function hasConsentTerm(uploads: readonly { readonly fileType: string }[] | undefined): boolean {
  return (uploads ?? []).some((upload) => upload.fileType === CONSENT_TERM_FILE_TYPE);
}

export const MISSING_CONSENT_TERM_REASON = `termo de consentimento (upload ${CONSENT_TERM_FILE_TYPE}) ausente`;

/** Payroll submission is refused (400) without at least one collateral item (spec, business rule 2). */
export function lacksSubmissionCollateral(module: ProductModule, warranty: readonly unknown[] | undefined): boolean {
  return module === "consignado-privado" && (warranty ?? []).length === 0;
}

export const MISSING_COLLATERAL_MESSAGE = "ao menos um item de garantia (PUT /v1/CreditNote/{id}/warranty) é exigido para enviar à aprovação";
