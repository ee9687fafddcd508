import { cx } from "./class-names";

/**
 * A link that stands on its own (a table cell, a back link, a pager, a row of a list): 44 px tall on a phone, where
 * a thumb hits it, the height of its text on a desk. A link inside a sentence stays a plain inline link.
 */
export function textLinkClass(extra?: string): string {
  return cx("inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline lg:min-h-0", extra);
}
