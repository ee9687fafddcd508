/**
 * E-mail addresses in free text, found by a hand-written scan in linear time.
 *
 * The pattern it replaces, `[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`, made the regex engine
 * rescan a long run of letters or digits from every starting position when no `@` followed: quadratic time
 * on attacker-controlled text (a 100 KB key froze the server for seconds). This scan starts only at `@`
 * characters, looks left over the local part and right over the domain, and never looks at a character
 * twice in the same direction, so it finds the same addresses as that pattern, leftmost first, in one pass.
 */

export interface TextSpan {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

function isLocalChar(code: number): boolean {
  return isLabelChar(code) || code === 0x2e /* . */ || code === 0x5f /* _ */ || code === 0x25 /* % */ || code === 0x2b; /* + */
}

function isLabelChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x2d; /* - */
}

/** End (exclusive) of `label(.label)+` starting at `from`, or -1 when there is no dot-separated domain there. */
function domainEnd(text: string, from: number): number {
  let position = from;
  let labels = 0;
  let end = -1;
  for (;;) {
    const labelStart = position;
    while (position < text.length && isLabelChar(text.charCodeAt(position))) position++;
    if (position === labelStart) return end;
    labels++;
    if (labels >= 2) end = position;
    if (text.charCodeAt(position) !== 0x2e /* . */) return end;
    position++;
  }
}

/** Every e-mail address in `text`, left to right, non-overlapping. */
export function findEmails(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let consumedUntil = 0;
  let at = text.indexOf("@");
  while (at !== -1) {
    let start = at;
    while (start > consumedUntil && isLocalChar(text.charCodeAt(start - 1))) start--;
    const end = start < at ? domainEnd(text, at + 1) : -1;
    if (end !== -1) {
      spans.push({ start, end });
      consumedUntil = end;
      at = text.indexOf("@", end);
    } else {
      at = text.indexOf("@", at + 1);
    }
  }
  return spans;
}

/** `text` with each address found replaced by `replace(address)`. */
export function replaceEmails(text: string, replace: (address: string) => string): string {
  const spans = findEmails(text);
  if (spans.length === 0) return text;
  let result = "";
  let last = 0;
  for (const { start, end } of spans) {
    result += text.slice(last, start) + replace(text.slice(start, end));
    last = end;
  }
  return result + text.slice(last);
}
