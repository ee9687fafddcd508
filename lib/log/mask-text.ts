import { replaceEmails } from "./find-emails";
import { maskCpf, maskDigitsKeepingLastTwo, maskEmail } from "./mask-values";

/*
 * Masks personal data and credentials found inside free text (messages, error messages, stack traces,
 * any string field). Patterns, in order:
 *  - `Bearer …` credentials and JWT-looking strings (a `Basic` header is masked under its key; in free
 *    text "Basic" is too common a word);
 *  - `password=…`, `"client_secret":"…"` and similar key/value pairs in query strings or JSON text;
 *  - e-mail addresses;
 *  - CPFs, formatted or as a bare run of 11 digits (over-masking an 11-digit number is the safe error);
 *  - phone numbers with area code or a mobile's leading 9 (`(11) 98765-4321`, `+55 11 98765-4321`);
 *  - numbers right after "conta"/"agência"/"account"/"branch".
 * A company CNPJ in text is left as is (not personal data). Names cannot be recognised in free text:
 * log them only under a name key (`name`, `fullName`, …), which masks them.
 * Digit runs are bounded by non-alphanumerics so ids (UUIDs, hex trace ids) are never altered.
 *
 * Hostile text: every pattern runs in linear time (bounded quantifiers, no two unbounded runs that can share
 * characters; e-mails are found by a hand-written scan, find-emails.ts), and only the first
 * MAX_MASKED_TEXT_LENGTH characters are kept: a log line has no use for more, and the work stays bounded.
 */

/** Longer text is cut (with a note of how much was left out) before masking. */
export const MAX_MASKED_TEXT_LENGTH = 8_192;

const SECRET_NAMES =
  "access_token|refresh_token|id_token|token|client_secret|password|senha|api_key|apikey|authorization";

/** `(11) 98765-4321`, `11 3456-7890`, `+55 11 98765-4321`, `98765-4321`; a bare `1234-5678` matches too but is kept. */
const PHONE_WITH_HYPHEN = /(?<![\dA-Za-z])(?:\+55\s?)?(?:\(\d{2}\)\s?|\d{2}\s)?9?\d{4}-\d{4}(?![\dA-Za-z])/g;

type Replacer = (match: string, ...groups: string[]) => string;

/** Credentials first, so a secret that looks like an e-mail is hidden whole. */
const CREDENTIAL_RULES: ReadonlyArray<readonly [RegExp, Replacer]> = [
  [/\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi, (_match, scheme = "") => `${scheme} ***`],
  // A lookbehind, not \b: "-eyJ" would start a new scan of the same run at every "-" (quadratic).
  [/(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, () => "***"],
  [new RegExp(`\\b(${SECRET_NAMES})=[^&\\s"']+`, "gi"), (_match, name = "") => `${name}=***`],
  [
    new RegExp(`"(${SECRET_NAMES})"(\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"),
    (_match, name = "", separator = "") => `"${name}"${separator}"***"`,
  ],
];

/** After e-mails (find-emails.ts): documents, phones, account numbers. */
const NUMBER_RULES: ReadonlyArray<readonly [RegExp, Replacer]> = [
  [/(?<![\dA-Za-z])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\dA-Za-z])/g, (match) => maskCpf(match)],
  [PHONE_WITH_HYPHEN, (match) => (hasAreaCodeOrMobilePrefix(match) ? maskDigitsKeepingLastTwo(match) : match)],
  [/(?<![\dA-Za-z])\+55\s?\d{10,11}(?![\dA-Za-z])/g, maskDigitsKeepingLastTwo],
  [
    /\b(conta|ag[êe]ncia|account|agency|branch)(\s{0,3}(?:n[º°o.]{0,3}\s{0,3})?:?\s{0,3})(\d[\d.-]{0,30}\d|\d)/gi,
    (_match, word = "", separator = "", number = "") => `${word}${separator}${maskDigitsKeepingLastTwo(number)}`,
  ],
];

/** A bare `1234-5678` is as likely a range or a code as a phone: only numbers that look like phones. */
function hasAreaCodeOrMobilePrefix(match: string): boolean {
  return /^\+|^\(|^\d{2}\s/.test(match) || /^9\d{4}-/.test(match);
}

/** Returns `text` with every recognisable piece of personal data or credential masked. */
export function maskText(text: string): string {
  const bounded = text.length > MAX_MASKED_TEXT_LENGTH ? `${text.slice(0, MAX_MASKED_TEXT_LENGTH)}…[+${text.length - MAX_MASKED_TEXT_LENGTH} caracteres]` : text;
  return applyRules(NUMBER_RULES, replaceEmails(applyRules(CREDENTIAL_RULES, bounded), maskEmail));
}

function applyRules(rules: ReadonlyArray<readonly [RegExp, Replacer]>, text: string): string {
  return rules.reduce<string>((current, [pattern, replace]) => current.replace(pattern, callWithGroups(replace)), text);
}

/** String.replace passes (match, ...groups, offset, input, named?): hand the replacer only the groups. */
function callWithGroups(replace: Replacer) {
  return (match: string, ...args: unknown[]): string => {
    const offsetIndex = args.findIndex((arg) => typeof arg === "number");
    const groups = args.slice(0, offsetIndex).map((group) => (typeof group === "string" ? group : ""));
    return replace(match, ...groups);
  };
}
