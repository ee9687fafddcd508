import { cents, formatCents } from "@/lib/money";
import { pluralize } from "@/lib/portal/format/plural";

const TIME = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "America/Sao_Paulo" });
const DATE_TIME = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

/** `14:32:05`, Brasília time. */
export function formatClock(epochMs: number): string {
  return TIME.format(epochMs);
}

/** `21/11/2026, 09:30`, Brasília time. */
export function formatMoment(epochMs: number): string {
  return DATE_TIME.format(epochMs);
}

export function formatAmount(amountInCents: number): string {
  return formatCents(cents(amountInCents));
}

export function operationsCount(count: number): string {
  return pluralize(count, "operação", "operações");
}
