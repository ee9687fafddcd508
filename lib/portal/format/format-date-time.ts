const DATE_TIME = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

/** Dates on portal screens: Brasília time, pt-BR (`21/11/2026, 09:30`). */
export function formatDateTime(value: Date): string {
  return DATE_TIME.format(value);
}
