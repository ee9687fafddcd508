/*
 * Maskers for one value of a known kind. Each keeps just enough to tell records apart when reading logs
 * (a few middle CPF digits, the last 2 account digits, initials) and never the whole value.
 */

const HIDDEN = "***";

function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

/** `12345678909` or `123.456.789-09` → `***.456.789-**`. Anything that is not 11 digits is fully hidden. */
export function maskCpf(value: string): string {
  const digits = digitsOf(value);
  if (digits.length !== 11) return "***.***.***-**";
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** `12345678000195` or `12.345.678/0001-95` → `**.345.678/****-**` (for a CNPJ found under a person's key). */
export function maskCnpj(value: string): string {
  const digits = digitsOf(value);
  if (digits.length !== 14) return "**.***.***/****-**";
  return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/****-**`;
}

/** A tax id under a person's key: CPF or CNPJ by length; any other document is fully hidden. */
export function maskDocument(value: string): string {
  const length = digitsOf(value).length;
  if (length === 11) return maskCpf(value);
  if (length === 14) return maskCnpj(value);
  return HIDDEN;
}

/** `joao.silva@dominio.com.br` → `j***@d***.com.br`. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf("@");
  if (at < 0) return HIDDEN;
  const local = value.slice(0, at);
  const [firstLabel = "", ...rest] = value.slice(at + 1).split(".");
  const suffix = rest.length > 0 ? `.${rest.join(".")}` : "";
  return `${initial(local)}***@${initial(firstLabel)}***${suffix}`;
}

/** Hides every digit but the last two, keeping the layout: `12345-6` → `****5-6`, `0001` → `**01`. */
export function maskDigitsKeepingLastTwo(value: string): string {
  const total = digitsOf(value).length;
  if (total === 0) return HIDDEN;
  let seen = 0;
  return value.replace(/\d/g, (digit) => (++seen > total - 2 && total > 2 ? digit : "*"));
}

/** Bank account, branch (agência) or Pix key number: only the last 2 digits stay. */
export function maskAccountNumber(value: string): string {
  return maskDigitsKeepingLastTwo(value);
}

/** `(11) 98765-4321` → `(**) *****-**21`. */
export function maskPhone(value: string): string {
  return maskDigitsKeepingLastTwo(value);
}

/** A contact may be an e-mail or a phone. */
export function maskContact(value: string): string {
  return value.includes("@") ? maskEmail(value) : maskPhone(value);
}

/** `João da Silva` → `J*** d*** S***`. */
export function maskName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    .map((word) => `${initial(word)}***`)
    .join(" ");
}

/** Credentials are hidden whole; an auth scheme word is kept so the log still says what was sent. */
export function maskSecret(value: string): string {
  const scheme = /^(Bearer|Basic)\s/i.exec(value.trim())?.[1];
  return scheme ? `${scheme} ${HIDDEN}` : HIDDEN;
}

export function maskHidden(): string {
  return HIDDEN;
}

function initial(text: string): string {
  return Array.from(text)[0] ?? "";
}
