import { cx } from "./class-names";

// 44 px tall and wide on a phone (a thumb), denser on a desk; the focus ring is the global one (globals.css).
const CHIP = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors lg:min-h-8";
const ON = "border-brand-600 bg-brand-600 text-white";
const OFF = "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";

/** A pill-shaped link of a set of filters (statuses, periods); `current` marks the one in force. */
export function chipClass(current: boolean): string {
  return cx(CHIP, current ? ON : OFF);
}

/**
 * A pill-shaped `<label>` around a visually hidden checkbox or radio (the term chips): checked looks chosen, and the
 * keyboard focus of the hidden input shows on the label, since the input itself cannot show it.
 */
export const CHECK_CHIP_CLASS = cx(
  CHIP,
  OFF,
  "cursor-pointer font-normal has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white",
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
);
