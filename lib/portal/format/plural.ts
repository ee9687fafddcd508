/**
 * A count with its noun in pt-BR: "1 operação", "0 operações", "1.234 operações". The one place the portal
 * chooses between the singular and the plural (pt-BR: only 1 takes the singular).
 */
const COUNT = new Intl.NumberFormat("pt-BR");

/** The noun alone, agreeing with `count` ("operação" / "operações"). */
export function pluralWord(count: number, singular: string, plural: string): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/** The count, formatted for pt-BR, and its noun: `pluralize(2, "passagem", "passagens")` → "2 passagens". */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${COUNT.format(count)} ${pluralWord(count, singular, plural)}`;
}
