/**
 * How the signature page writes the instrument's values in pt-BR. The instrument already holds what is shown
 * (rates with two decimals, civil dates, masked CPF and account); these only change the notation.
 */
import { formatCnpj } from "@/lib/contract/tax-ids";
import { cents, formatCents } from "@/lib/money";
import { bankName } from "@/lib/portal/borrowers/banks";
import { formatCivilDate, formatCompetence } from "@/lib/portal/format/dates";

export { formatCivilDate, formatCompetence, formatCnpj };

/** Integer cents → `R$ 1.234,56` (NO-BREAK SPACE after the symbol). */
export function money(valueInCents: number): string {
  return formatCents(cents(valueInCents));
}

/** `"1.80"` (the instrument's two decimals) → `1,80%`. */
export function percent(twoDecimals: string): string {
  return `${twoDecimals.replace(".", ",")}%`;
}

const MONTH_YEAR = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });

/** `2027-08-07` → `agosto de 2027`, from the date's digits. */
export function monthYear(civilDate: string): string {
  return MONTH_YEAR.format(new Date(`${civilDate.slice(0, 7)}-15T12:00:00Z`));
}

const ACCOUNT_TYPES: Readonly<Record<string, string>> = { Checking: "Conta corrente", Savings: "Conta poupança", Payment: "Conta de pagamento" };

export function accountTypeName(accountType: string): string {
  return ACCOUNT_TYPES[accountType] ?? accountType;
}

/** `341` → `341 · Itaú Unibanco` (the code alone when the bank is not in the short list). */
export function bankLabel(bankCode: string): string {
  const name = bankName(bankCode);
  return name ? `${bankCode} · ${name}` : `Banco ${bankCode}`;
}

const INSTANT = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant in Brasília with seconds: `22/11/2026 às 14:05:12`. */
export function instantInBrasilia(instant: Date): string {
  const parts = Object.fromEntries(INSTANT.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The first word of a name (a greeting). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** `agosto de 2027` → `Agosto de 2027` (a table cell). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}
