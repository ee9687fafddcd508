/**
 * The signature page's form fields and limits, shared by the server (signature-input.ts) and the page's script
 * (components/sign): plain constants, nothing of the server in them.
 */
import { SIGNER_IDENTITY_DIGITS } from "@/lib/contract/signatures";

/** The hidden digits of the masked CPF (`***.456.789-**`) the signer types to confirm who is signing. */
export const IDENTITY_DIGITS = SIGNER_IDENTITY_DIGITS;
/** Wrong digits in a row before the link refuses further tries for IDENTITY_LOCK_MINUTES. */
export const IDENTITY_MAX_FAILURES = 5;
export const IDENTITY_LOCK_MINUTES = 15;
export const REFUSAL_REASON_MAX = 500;

export const SIGNATURE_FIELDS = {
  consent: "consent",
  cpfFirstDigits: "cpfFirstDigits",
  documentSha256: "documentSha256",
  reason: "reason",
} as const;
export type SignatureField = (typeof SIGNATURE_FIELDS)[keyof typeof SIGNATURE_FIELDS];

/** What each field is called in an error summary (empty: the message names it already). */
export const SIGNATURE_FIELD_LABELS: Readonly<Record<SignatureField, string>> = {
  consent: "",
  cpfFirstDigits: `${IDENTITY_DIGITS} primeiros dígitos do CPF`,
  documentSha256: "Código de verificação",
  reason: "Motivo",
};
