/**
 * Characters no file name may carry, in JSON items and multipart parts alike: C0 and C1 controls (CR/LF
 * included), DEL, and the invisible format characters used to disguise names (bidi overrides such as U+202E,
 * zero-width characters, BOM). Character classes only: linear, nothing that can backtrack.
 */
export const UNSAFE_FILE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function hasUnsafeFileNameCharacters(name: string): boolean {
  return name.search(UNSAFE_FILE_NAME_CHARACTERS) !== -1;
}
