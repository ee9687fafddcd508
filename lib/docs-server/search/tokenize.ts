/**
 * Tokens for the ranked search: accents folded, lower case, pt-BR (and a few English) stopwords dropped, a
 * light plural stemmer, and identifiers split at camelCase and underscores while also kept whole, so
 * "termInMonths", "prazo em meses" and "Operações" all find what they should.
 */
import { foldAccents } from "../text";

const STOPWORDS = new Set(
  (
    "a o e é de do da dos das em no na nos nas um uma uns umas para pra por pelo pela pelos pelas com sem " +
    "que se ao aos as os ou mas como mais menos muito muita ja so tambem ate isso isto esse essa este esta " +
    "ele ela eles elas eu voce seu sua seus suas meu minha nao sim qual quais quando onde porque entre sobre " +
    "sao ser foi tem ter ha lhe cada todo toda todos todas outro outra ainda depois antes aqui la deve pode " +
    "the of to in and or for on with is are be by an at it this that from"
  )
    .split(" ")
    .map((word) => foldAccents(word)),
);

/** Light pt-BR plural folding: operações → operacao, parcelas → parcela, ordens → ordem. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("oes") || word.endsWith("aes")) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (word.endsWith("is") && word.length > 4) return `${word.slice(0, -2)}l`;
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function normalizeWord(word: string): string | undefined {
  const folded = foldAccents(word).toLowerCase();
  if (folded.length < 2 || STOPWORDS.has(folded)) return undefined;
  return stem(folded);
}

/** camelCase and snake_case parts of an identifier: `registry_EmployeeCode` → registry, employee, code. */
function identifierParts(word: string): string[] {
  return word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter((part) => part !== "");
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    const whole = normalizeWord(word);
    if (whole !== undefined) tokens.push(whole);
    const parts = identifierParts(word);
    if (parts.length > 1) {
      for (const part of parts) {
        const token = normalizeWord(part);
        if (token !== undefined && token !== whole) tokens.push(token);
      }
    }
  }
  return tokens;
}
