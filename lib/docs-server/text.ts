/** Small text helpers shared by lookups: accent folding and identifier normalisation. */

/** "Operação" → "Operacao". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "");
}

/** Lower case, no accents, spaces and underscores as hyphens: "Consignado Privado" → "consignado-privado". */
export function toSlug(text: string): string {
  return foldAccents(text)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9#.\-[\]]/g, "");
}

/** Edit distance, for "did you mean" suggestions over short names. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** Up to `limit` candidates close to `wanted` (by containment or edit distance), closest first. */
export function closestNames(wanted: string, candidates: readonly string[], limit = 5): string[] {
  const target = wanted.toLowerCase();
  return candidates
    .map((candidate) => {
      const name = candidate.toLowerCase();
      const contains = name.includes(target) || target.includes(name);
      return { candidate, distance: contains ? 0 : editDistance(target, name) };
    })
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(target.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** `a`, `b` and `c` as inline code, for lists in answers. */
export function codeList(values: readonly string[]): string {
  return values.map((value) => `\`${value}\``).join(", ");
}
