import { logger } from "@/lib/log/logger";
import { parseAlertLimits, type AlertLimits } from "./alert-limits";

let cached: { source: string | undefined; limits: AlertLimits } | undefined;

/** The alert limits in force: the defaults with `BOARD_ALERT_LIMITS` applied (parsed once per value). */
export function boardAlertLimits(): AlertLimits {
  const source = process.env.BOARD_ALERT_LIMITS;
  if (cached?.source !== source || !cached) {
    const { limits, invalid } = parseAlertLimits(source);
    if (invalid.length > 0) logger.warn("painel: entradas de BOARD_ALERT_LIMITS ignoradas", { invalid });
    cached = { source, limits };
  }
  return cached.limits;
}
