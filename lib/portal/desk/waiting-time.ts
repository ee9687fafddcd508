/**
 * How long an operation has waited in its status, as a desk operator reads it at a glance: "menos de 1 min",
 * "42 min", "3 h 05 min", "2 d 4 h". Whole units, rounded down (a queue is read to compare waits, not to bill them).
 */
export function formatWaiting(since: string | Date, now: Date): string {
  const sinceMs = (typeof since === "string" ? new Date(since) : since).getTime();
  const minutes = Math.max(0, Math.floor((now.getTime() - sinceMs) / 60_000));
  if (minutes < 1) return "menos de 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
