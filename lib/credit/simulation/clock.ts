/**
 * The business date of a simulation: today's civil date in Brasília (America/Sao_Paulo), the date of a
 * Brazilian credit operation. At 22:00 in São Paulo it is still today there, although UTC already says
 * tomorrow. (Instants at the API boundary: lib/credit/dates.ts.)
 */

const brasilia = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" });

/** `YYYY-MM-DD` of `now` in Brasília. */
export function civilToday(now: Date = new Date()): string {
  return brasilia.format(now);
}

/** A civil date as the calculation object's date-time (`YYYY-MM-DDT00:00:00Z`). */
export function civilDateTime(civilDate: string): string {
  return `${civilDate}T00:00:00Z`;
}
