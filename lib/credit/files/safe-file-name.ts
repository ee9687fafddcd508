/**
 * File names from the outside world (a browser's part header, a partner's `fileName`) made safe to store and to
 * send back in `Content-Disposition`. Character classes only: linear, nothing that can backtrack.
 */
import { hasUnsafeFileNameCharacters, UNSAFE_FILE_NAME_CHARACTERS as UNSAFE_CHARACTERS } from "@/lib/contract/file-name-characters";

const MAX_NAME_LENGTH = 255;

export function hasUnsafeCharacters(name: string): boolean {
  return hasUnsafeFileNameCharacters(name);
}

/**
 * The name to store: the last path segment (a browser may send `C:\fakepath\x.pdf`), NFC, without unsafe
 * characters, without leading dots or trailing dots and spaces, at most 255 characters (the stem is cut, the
 * extension kept). `undefined` when nothing is left.
 */
export function storedFileName(raw: string): string | undefined {
  const lastSegment = raw.slice(Math.max(raw.lastIndexOf("/"), raw.lastIndexOf("\\")) + 1);
  const cleaned = trimDots(lastSegment.normalize("NFC").replace(UNSAFE_CHARACTERS, "").trim());
  if (cleaned === "") return undefined;
  return limitLength(cleaned);
}

function trimDots(name: string): string {
  let start = 0;
  let end = name.length;
  while (start < end && name[start] === ".") start += 1;
  while (end > start && (name[end - 1] === "." || name[end - 1] === " ")) end -= 1;
  return name.slice(start, end).trim();
}

function limitLength(name: string): string {
  const characters = [...name];
  if (characters.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length >= 16) return characters.slice(0, MAX_NAME_LENGTH).join("");
  const stem = [...name.slice(0, dot > 0 ? dot : name.length)];
  return stem.slice(0, MAX_NAME_LENGTH - extension.length).join("") + extension.join("");
}

/** An ASCII stand-in for old clients: accents dropped, anything outside a plain set replaced by `_`. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._\- ()]/g, "_");
  return ascii === "" ? "documento" : ascii;
}

/** RFC 8187 encoding of the UTF-8 name (`encodeURIComponent` leaves `'()*` alone, which attr-char does not allow). */
function rfc8187(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` (RFC 6266) with both an ASCII `filename` (no quote, backslash or control can
 * reach it) and the exact name in `filename*`. Stored names are already safe; this is the second line of defence.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = storedFileName(fileName) ?? "documento";
  return `attachment; filename="${asciiFileName(safe)}"; filename*=UTF-8''${rfc8187(safe)}`;
}
