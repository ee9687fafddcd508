/**
 * Dates at the API boundary, in the contract's shapes (lib/contract/units.ts): date-time `YYYY-MM-DDTHH:MM:SSZ`
 * (UTC, no milliseconds) and civil date `YYYY-MM-DD`. The database keeps milliseconds; responses drop them.
 */

/** `2026-05-01T12:34:56Z`: UTC, seconds precision (milliseconds are dropped, not rounded). */
export function toUtcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** `2026-05-01`: the UTC calendar day of a date (the database stores civil dates at UTC midnight). */
export function toCivilDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A contract civil date (`YYYY-MM-DD`, already validated) as UTC midnight, the way `@db.Date` columns hold it. */
export function fromCivilDate(civilDate: string): Date {
  return new Date(`${civilDate}T00:00:00Z`);
}

/** A contract date-time (`YYYY-MM-DDTHH:MM:SSZ`, already validated) as a Date. */
export function fromUtcDateTime(dateTime: string): Date {
  return new Date(dateTime);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
