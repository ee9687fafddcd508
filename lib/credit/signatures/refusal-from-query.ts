import { SIGNATURE_FIELDS, type SignatureField } from "./signature-fields";
import { identityLockedMessage, identityMismatchMessage, isSignatureErrorCode, SIGNATURE_ERRORS } from "./signature-input";

export interface PageRefusal {
  /** The form the messages belong to (null: no refused submit). */
  readonly form: "sign" | "refuse" | null;
  readonly errors: Partial<Record<SignatureField, string>>;
  readonly general: string | null;
  /** "Li e concordo" was ticked in the refused submit: it stays ticked. */
  readonly consentChecked: boolean;
}

/**
 * The messages of a refused submit made without JavaScript: the form route redirected back with codes only
 * (`?acao=assinar&erro=consent-missing,cpf-missing&aceite=1`), never text, so a crafted link can show nothing
 * but our own messages. Unknown codes are ignored. A locked link says until when, whatever the query.
 */
export function refusalFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
  signer: { readonly attemptsLeft: number; readonly lockedUntil: Date | null },
): PageRefusal {
  const form = query.acao === "assinar" ? "sign" : query.acao === "recusar" ? "refuse" : null;
  const codes = typeof query.erro === "string" ? query.erro.slice(0, 200).split(",").filter(isSignatureErrorCode) : [];
  const errors: Partial<Record<SignatureField, string>> = {};
  let general: string | null = null;
  for (const code of form === null ? [] : codes) {
    const { field, message } = SIGNATURE_ERRORS[code];
    if (field === null) general = message;
    else if (code !== "cpf-locked") errors[field] = code === "cpf-mismatch" ? identityMismatchMessage(signer.attemptsLeft) : message;
  }
  if (signer.lockedUntil) {
    errors[SIGNATURE_FIELDS.cpfFirstDigits] = identityLockedMessage(signer.lockedUntil);
  }
  return { form: form ?? (signer.lockedUntil ? "sign" : null), errors, general, consentChecked: form === "sign" && query.aceite === "1" };
}
