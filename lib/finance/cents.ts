/**
 * The one place where lib/finance turns a plain integer into the branded `Cents` type of lib/money.
 *
 * lib/money owns the constructors of `Cents`; until they land, this tiny local helper is the only cast in
 * lib/finance. Every amount that leaves lib/finance as `Cents` has been rounded to an integer by
 * `roundHalfUp` (rounding.ts) before it reaches this helper.
 */
import type { Cents } from "@/lib/money/types";

export type { Cents };

/** Brands an integer number of cents. Throws on a non-integer: that would be a bug in lib/finance. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`lib/finance: expected an integer amount in cents, got ${value}`);
  }
  return value as Cents;
}
