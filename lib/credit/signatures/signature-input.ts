/**
 * What the signature page's two forms send (`/sign/{token}/assinar` and `/sign/{token}/recusar`), as an HTML
 * form or as JSON, and every way it can be refused, each with a code (the no-JavaScript page is redirected
 * back with the codes, never with text a link could forge), the form field it belongs to and the pt-BR message
 * the signer reads at that field.
 */
import { AppError, type FieldError } from "@/lib/http";
import { hasForbiddenCharacter } from "@/lib/contract/units";
import { IDENTITY_DIGITS, IDENTITY_LOCK_MINUTES, REFUSAL_REASON_MAX, SIGNATURE_FIELDS, type SignatureField } from "./signature-fields";

/** Every refusal of a form, by code. `field: null` is about the whole form (shown above it). */
export const SIGNATURE_ERRORS = {
  "consent-missing": {
    field: SIGNATURE_FIELDS.consent,
    message: "Marque “Li e concordo” para assinar: a assinatura só vale com a sua concordância expressa.",
  },
  "cpf-missing": { field: SIGNATURE_FIELDS.cpfFirstDigits, message: `Digite os ${IDENTITY_DIGITS} primeiros dígitos do seu CPF.` },
  "cpf-format": {
    field: SIGNATURE_FIELDS.cpfFirstDigits,
    message: `Digite só os ${IDENTITY_DIGITS} primeiros dígitos do seu CPF, em números (ex.: 123).`,
  },
  "cpf-mismatch": { field: SIGNATURE_FIELDS.cpfFirstDigits, message: "Os dígitos não conferem com o CPF do tomador deste contrato." },
  "cpf-locked": {
    field: SIGNATURE_FIELDS.cpfFirstDigits,
    message: `Muitas tentativas com dígitos errados: este link fica bloqueado por ${IDENTITY_LOCK_MINUTES} minutos.`,
  },
  "document-missing": {
    field: SIGNATURE_FIELDS.documentSha256,
    message: "O código de verificação do documento não veio com o pedido: recarregue a página e tente de novo.",
  },
  "document-changed": {
    field: null,
    message: "Os termos deste documento mudaram desde que a página foi aberta. Leia a versão atualizada e confirme de novo.",
  },
  "reason-too-long": { field: SIGNATURE_FIELDS.reason, message: `O motivo pode ter até ${REFUSAL_REASON_MAX} caracteres.` },
  "reason-invalid": { field: SIGNATURE_FIELDS.reason, message: "O motivo tem caracteres que não são texto; escreva-o de novo." },
} as const satisfies Record<string, { field: SignatureField | null; message: string }>;
export type SignatureErrorCode = keyof typeof SIGNATURE_ERRORS;

export function isSignatureErrorCode(value: string): value is SignatureErrorCode {
  return Object.hasOwn(SIGNATURE_ERRORS, value);
}

/** The message at the CPF field after wrong digits, with the tries left before the lock. */
export function identityMismatchMessage(attemptsLeft: number): string {
  const base = SIGNATURE_ERRORS["cpf-mismatch"].message;
  const tries = attemptsLeft === 1 ? "Resta 1 tentativa" : `Restam ${attemptsLeft} tentativas`;
  return `${base} ${tries} antes de um bloqueio de ${IDENTITY_LOCK_MINUTES} minutos.`;
}

const TIME = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit" });

/** The message at the CPF field while the link is locked, with the time (Brasília) it opens again. */
export function identityLockedMessage(until: Date): string {
  return `${SIGNATURE_ERRORS["cpf-locked"].message} Tente de novo a partir das ${TIME.format(until)} (horário de Brasília).`;
}

/** A refused form: its codes travel with it (for the redirect back to the page), its messages in `errors`. */
export class SignatureInputError extends AppError {
  readonly codes: readonly SignatureErrorCode[];

  constructor(codes: readonly SignatureErrorCode[], options: { status?: "VALIDATION" | "DOCUMENT_CHANGED" | "RATE_LIMITED"; messages?: Partial<Record<SignatureErrorCode, string>>; retryAfterSeconds?: number } = {}) {
    const fieldErrors: FieldError[] = codes.flatMap((code) => {
      const { field } = SIGNATURE_ERRORS[code];
      return field === null ? [] : [{ field, message: options.messages?.[code] ?? SIGNATURE_ERRORS[code].message }];
    });
    const general = codes.find((code) => SIGNATURE_ERRORS[code].field === null);
    super(options.status ?? "VALIDATION", {
      message: `signature form refused: ${codes.join(", ")}`,
      ...(general !== undefined && { userMessage: SIGNATURE_ERRORS[general].message }),
      ...(fieldErrors.length > 0 && { fieldErrors }),
      ...(options.retryAfterSeconds !== undefined && { retryAfterSeconds: options.retryAfterSeconds }),
    });
    this.codes = codes;
  }
}

export interface DecisionInput {
  readonly cpfFirstDigits: string;
  readonly documentSha256: string;
}

export interface RefusalInput extends DecisionInput {
  readonly reason: string | null;
}

type RawForm = Readonly<Record<string, unknown>>;

const CONSENT_VALUES = new Set<unknown>([true, "on", "true", "sim", "1"]);

/** A ticked "li e concordo": `true` in JSON, the checkbox's value in a form. */
export function isConsent(value: unknown): boolean {
  return CONSENT_VALUES.has(value);
}

/** `"123"`, `"1 2 3"` or `"123."` → `"123"`; anything else that is not 3 digits stays as typed (refused later). */
function digitsTyped(value: string): string {
  return value.replace(/[\s.-]/g, "");
}

function decisionCodes(raw: RawForm): { codes: SignatureErrorCode[]; input: DecisionInput } {
  const codes: SignatureErrorCode[] = [];
  const typed = typeof raw.cpfFirstDigits === "string" ? digitsTyped(raw.cpfFirstDigits.slice(0, 64)) : "";
  if (typed === "") codes.push("cpf-missing");
  else if (typed.length !== IDENTITY_DIGITS || !/^\d+$/.test(typed)) codes.push("cpf-format");
  const sha256 = typeof raw.documentSha256 === "string" ? raw.documentSha256.trim().toLowerCase() : "";
  if (!/^[0-9a-f]{64}$/.test(sha256)) codes.push("document-missing");
  return { codes, input: { cpfFirstDigits: typed, documentSha256: sha256 } };
}

/** The "Assinar" form: consent ticked, the CPF's first digits, the verification code of the document seen. */
export function parseSignInput(raw: RawForm): DecisionInput {
  const { codes, input } = decisionCodes(raw);
  if (!isConsent(raw.consent)) codes.unshift("consent-missing");
  if (codes.length > 0) throw new SignatureInputError(codes);
  return input;
}

/** The "Recusar" form: the CPF's first digits, the verification code, and an optional reason. */
export function parseRefusalInput(raw: RawForm): RefusalInput {
  const { codes, input } = decisionCodes(raw);
  let reason: string | null = null;
  if (raw.reason !== undefined && raw.reason !== null) {
    const text = typeof raw.reason === "string" ? raw.reason : "";
    if (typeof raw.reason !== "string" || hasForbiddenCharacter(text)) codes.push("reason-invalid");
    else {
      // One line of text: line breaks and runs of spaces become one space.
      const normalized = text.split(/\s+/).filter(Boolean).join(" ");
      if ([...normalized].length > REFUSAL_REASON_MAX) codes.push("reason-too-long");
      else reason = normalized === "" ? null : normalized;
    }
  }
  if (codes.length > 0) throw new SignatureInputError(codes);
  return { ...input, reason };
}
