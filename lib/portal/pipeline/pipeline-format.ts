/**
 * Numbers of the pipeline boards in pt-BR: rates between two counts, durations, and the plain-number forms a
 * pt-BR spreadsheet reads as numbers (decimal comma, no thousands separator, no currency symbol).
 */
import { centsToDecimalString } from "@/lib/money";

const PERCENT = new Intl.NumberFormat("pt-BR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `part / whole` as a fraction, or null when there is nothing to divide (no "0%" that would mean "none converted"). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** 0.4567 → `45,7%`; null → `—`. */
export function formatRate(value: number | null): string {
  return value === null ? "—" : PERCENT.format(value);
}

/** A duration as people say it: `menos de 1 min`, `45 min`, `5 h 20 min`, `3 d 4 h`. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "menos de 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** An alert limit: `4 h`, `36 h`, `3 d`, `30 s`; null → `sem alerta`. */
export function formatLimit(seconds: number | null): string {
  if (seconds === null) return "sem alerta";
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86_400 || seconds % 86_400 !== 0) return `${Math.round(seconds / 3600)} h`;
  return `${seconds / 86_400} d`;
}

/** 123456 cents → `1234,56` (a number for a pt-BR spreadsheet; exact, never a float). */
export function spreadsheetAmount(amountInCents: number): string {
  return centsToDecimalString(amountInCents).replace(".", ",");
}

/** 0.45678 → `45,7` (percent, one decimal); null → empty cell. */
export function spreadsheetPercent(value: number | null): string {
  return value === null ? "" : (Math.round(value * 1000) / 10).toFixed(1).replace(".", ",");
}

/** Seconds → hours with one decimal, `12,5`; null → empty cell. */
export function spreadsheetHours(seconds: number | null): string {
  return seconds === null ? "" : (Math.round(seconds / 360) / 10).toFixed(1).replace(".", ",");
}

export function formatCount(count: number): string {
  return count.toLocaleString("pt-BR");
}
