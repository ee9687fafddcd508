/**
 * Alerts by time in a status (spec, "Events": alert by time in a state, not by state). Each status has a limit;
 * a product family may override it (FGTS tolerates longer in `Warranty`: the FGTS body's maintenance window holds
 * endorsements). `BOARD_ALERT_LIMITS` overrides the defaults: comma-separated `Status=duration` or
 * `fgts:Status=duration` / `payroll:Status=duration`, durations `90s`, `30m`, `4h`, `2d`, or `off`.
 * Pure: the board sends the limits to the browser, which raises the alert the moment a limit passes.
 */
import type { OperationStatus } from "@/lib/contract/enums";
import { isOperationStatus } from "../operations/operation-status";

export type ProductKind = "payroll" | "fgts";

/** Seconds per status; a missing status (or 0, "off" for one product) never alerts. */
export type StatusLimits = Partial<Record<OperationStatus, number>>;

export interface AlertLimits {
  readonly all: StatusLimits;
  readonly byProduct: Readonly<Record<ProductKind, StatusLimits>>;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_ALERT_LIMITS: AlertLimits = {
  all: {
    Draft: 3 * DAY,
    WarrantyRevision: 1 * DAY,
    Signatures: 2 * DAY,
    PaymentRevision: 1 * DAY,
    Revision: 1 * DAY,
    Disapproved: 3 * DAY,
    ComplianceApproval: 4 * HOUR,
    CreditApproval: 8 * HOUR,
    Warranty: 4 * HOUR,
    MarginReserveApproval: 4 * HOUR,
    ManualWarranty: 2 * DAY,
    InstrumentApproval: 4 * HOUR,
    SignaturesValidation: 4 * HOUR,
    PartnerSignaturesValidation: 1 * DAY,
    WaitLiquidation: 1 * DAY,
    Liquidation: 4 * HOUR,
    ManualLiquidation: 1 * DAY,
    Error: 1 * HOUR,
  },
  byProduct: {
    payroll: {},
    // The FGTS body's nightly maintenance window holds endorsements: a day and a half before alerting.
    fgts: { Warranty: 36 * HOUR },
  },
};

/** The limit, in seconds, for an operation of that product in that status (null: no alert). */
export function alertLimitSeconds(limits: AlertLimits, product: ProductKind, status: OperationStatus): number | null {
  const seconds = limits.byProduct[product][status] ?? limits.all[status];
  return seconds ? seconds : null;
}

/** Is an operation that entered `status` at `sinceMs` past its limit at `nowMs`? */
export function isPastLimit(limits: AlertLimits, product: ProductKind, status: OperationStatus, sinceMs: number, nowMs: number): boolean {
  const limit = alertLimitSeconds(limits, product, status);
  return limit !== null && nowMs - sinceMs >= limit * 1000;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: MINUTE, h: HOUR, d: DAY };
const DURATION = /^(\d{1,6})([smhd])$/;

/** `30m` → 1800; `off` → null (no alert); anything else → undefined (invalid). */
export function parseLimitDuration(text: string): number | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === "off") return null;
  const match = DURATION.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2]!]!;
  return seconds > 0 ? seconds : undefined;
}

export interface ParsedAlertLimits {
  readonly limits: AlertLimits;
  /** Entries that were ignored, for the start-up log. */
  readonly invalid: readonly string[];
}

/** The defaults with the overrides of a `BOARD_ALERT_LIMITS` value applied; malformed entries are ignored. */
export function parseAlertLimits(text: string | undefined, defaults: AlertLimits = DEFAULT_ALERT_LIMITS): ParsedAlertLimits {
  const all: StatusLimits = { ...defaults.all };
  const byProduct: Record<ProductKind, StatusLimits> = { payroll: { ...defaults.byProduct.payroll }, fgts: { ...defaults.byProduct.fgts } };
  const invalid: string[] = [];
  for (const raw of (text ?? "").slice(0, 4000).split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [key = "", duration = ""] = entry.split("=");
    const [first = "", second] = key.trim().split(":");
    const product = second === undefined ? null : first.trim().toLowerCase();
    const status = (second ?? first).trim();
    const seconds = parseLimitDuration(duration);
    if (seconds === undefined || !isOperationStatus(status) || (product !== null && product !== "payroll" && product !== "fgts")) {
      invalid.push(entry);
      continue;
    }
    const target = product === null ? all : byProduct[product];
    if (seconds === null) {
      // `off` for one product must win over the common limit: stored as 0.
      if (product === null) delete target[status];
      else target[status] = 0;
    } else {
      target[status] = seconds;
    }
  }
  return { limits: { all, byProduct }, invalid };
}
