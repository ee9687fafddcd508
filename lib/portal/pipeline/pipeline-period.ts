/**
 * The pipeline boards' periods: calendar days in Brasília (America/Sao_Paulo), inclusive at both ends, whatever
 * the server's time zone. Pure: `today` is passed in, so the presets are testable.
 */
import { auditPeriodRange } from "../audit/audit-filters";

export interface PeriodDays {
  /** `YYYY-MM-DD`, first day, inclusive. */
  readonly from: string;
  /** `YYYY-MM-DD`, last day, inclusive. */
  readonly to: string;
}

export interface PeriodRange {
  readonly gte: Date;
  readonly lt: Date;
}

/** The instants of a period: from the start of `from` to before the start of the day after `to`, in Brasília. */
export function periodRange(period: PeriodDays): PeriodRange {
  const range = auditPeriodRange(period);
  return { gte: range.gte!, lt: range.lt! };
}

/** The whole days between two `YYYY-MM-DD`, `to` included (1 for a single day). */
export function periodLengthInDays(period: PeriodDays): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function addDays(isoDay: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function monthStart(isoDay: string): string {
  return `${isoDay.slice(0, 7)}-01`;
}

/** The first day of the month `months` before the month of `isoDay`. */
function monthsBefore(isoDay: string, months: number): string {
  const [year = 0, month = 1] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

function previousMonth(isoDay: string): PeriodDays {
  return { from: monthsBefore(isoDay, 1), to: addDays(monthStart(isoDay), -1) };
}

export type PeriodPresetId = "this-month" | "last-month" | "last-30-days" | "last-12-months" | "this-year";

export interface PeriodPreset extends PeriodDays {
  readonly id: PeriodPresetId;
  readonly label: string;
}

/** The quick choices beside the date fields, relative to Brasília's `today`. */
export function periodPresets(today: string): readonly PeriodPreset[] {
  return [
    { id: "this-month", label: "Este mês", from: monthStart(today), to: today },
    { id: "last-month", label: "Mês anterior", ...previousMonth(today) },
    { id: "last-30-days", label: "Últimos 30 dias", from: addDays(today, -29), to: today },
    { id: "last-12-months", label: "Últimos 12 meses", from: monthsBefore(today, 11), to: today },
    { id: "this-year", label: "Este ano", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

/** The default period: this month so far. */
export function defaultPeriod(today: string): PeriodDays {
  return { from: monthStart(today), to: today };
}

/** `2026-11-01`…`2026-11-22` → `01/11/2026 a 22/11/2026` (one day: `22/11/2026`). */
export function describePeriod(period: PeriodDays): string {
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return period.from === period.to ? day(period.from) : `${day(period.from)} a ${day(period.to)}`;
}
