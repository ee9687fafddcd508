/**
 * A query as the index searches it: the partner's own terms (weight 2), a word the index does not know
 * replaced by the closest one it knows (typo tolerance), plus the terms the domain's synonym table adds
 * (weight 1, or 2 when they stand in for a word the documentation never uses), each once.
 */
import { ENGLISH_SYNONYMS } from "./english";
import { DOMAIN_SYNONYMS } from "./synonyms";
import { ENGLISH_FUNCTION_WORDS, terms as termsOf, tokenize, wordsOf } from "./tokenize";

/** What the index offers the query analysis: whether it knows a term, and the correction of a word. */
export interface Lexicon {
  knows(token: string): boolean;
  /** The token of the known word closest to a misspelled folded word, if one is close enough. */
  correct(surface: string): string | undefined;
}

export interface QueryTerm {
  readonly token: string;
  /** 2 for the partner's words, 1 for synonyms: a synonym helps, it never outweighs what was typed. */
  readonly weight: 1 | 2;
  /** For a synonym: the typed terms of the phrase it stands for (another way to say them, not more to say). */
  readonly standsFor?: readonly string[];
  /** A camelCase part of a synonym's identifier (`cents` of `freeMarginInCents`): searched, but not another way to say the phrase. */
  readonly part?: true;
}

interface CompiledSynonym {
  /** The phrases that call for the entry: analyzed terms, or for English the words as typed (`wordsOnly`). */
  readonly phrases: readonly (readonly string[])[];
  /** Each phrase as analyzed terms: what the added terms stand for. */
  readonly phraseTerms: readonly (readonly string[])[];
  readonly adds: readonly { readonly token: string; readonly part: boolean }[];
  readonly strong: boolean;
  /** An English word is one the partner typed as a word: never a part of an identifier (`Sign` of `SignUrl`). */
  readonly wordsOnly: boolean;
  readonly unless: readonly string[];
  /** The added phrases as written (Portuguese, for an English entry): what the entry classifier reads. */
  readonly addText: string;
}

function compile(): CompiledSynonym[] {
  const entries: CompiledSynonym[] = [];
  for (const [entry, wordsOnly] of [...DOMAIN_SYNONYMS.map((entry) => [entry, false] as const), ...ENGLISH_SYNONYMS.map((entry) => [entry, true] as const)]) {
    // An English phrase matches the words as typed (the glossary lists their inflections): matched by stem, "page"
    // would be every "pagamento" and "register" every "registro" of a Portuguese question.
    const when = entry.when.filter((phrase) => tokenize(phrase).length > 0);
    const add = entry.add.filter((phrase) => tokenize(phrase).length > 0);
    const compiledPhrases = (phrases: readonly string[], typedAs: boolean) => ({ phrases: phrases.map(typedAs ? surfacesOf : tokenize), phraseTerms: phrases.map(tokenize) });
    const strong = entry.strong === true;
    const unless = (entry.unless ?? []).flatMap(tokenize);
    const addedTerms = (phrases: readonly string[]) => phrases.flatMap((phrase) => termsOf(phrase).map((term) => ({ token: term.token, part: term.part === true })));
    entries.push({ ...compiledPhrases(when, wordsOnly), adds: addedTerms(entry.add), strong, wordsOnly, unless, addText: entry.add.join(" ") });
    if (entry.both === true) entries.push({ ...compiledPhrases(add, wordsOnly), adds: addedTerms(entry.when), strong, wordsOnly, unless, addText: entry.when.join(" ") });
  }
  return entries;
}

/** The words of a text as typed, folded, without stopwords or the parts of identifiers: what an English phrase matches. */
function surfacesOf(text: string): string[] {
  return termsOf(text).flatMap((term) => (term.part === true ? [] : [term.surface]));
}

let compiled: CompiledSynonym[] | undefined;

/**
 * The words the glossaries know: an English word is a word of another language, not a typo of a Portuguese one; a
 * partner's word the synonym table maps ("desistir" → cancel) is not a typo of a documentation word ("existir").
 */
let glossaryWords: ReadonlySet<string> | undefined;

function isGlossaryWord(token: string): boolean {
  glossaryWords ??= new Set([...ENGLISH_SYNONYMS, ...DOMAIN_SYNONYMS].flatMap((entry) => entry.when.flatMap(tokenize)));
  return glossaryWords.has(token);
}

/** The first of an entry's phrases a query's words hold, by index; -1 when none. `present` (the words as a set) skips most at once. */
function phraseFound(phrases: readonly (readonly string[])[], words: readonly string[], present: ReadonlySet<string>): number {
  return phrases.findIndex((phrase) => present.has(phrase[0] as string) && containsPhrase(words, phrase));
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    if (phrase.every((token, offset) => tokens[start + offset] === token)) return true;
  }
  return false;
}

/**
 * A question has a few dozen words at most: the terms past this many are not searched, so a long hostile query
 * (hundreds of distinct words, each a typo to correct against the lexicon) costs what a long question costs.
 */
export const MAX_QUERY_TERMS = 40;
/** Characters of a query read, for the same reason. */
export const MAX_QUERY_CHARACTERS = 1_000;
/** Words corrected per query (each correction scans the lexicon): past this many, an unknown word is searched as typed. */
export const MAX_CORRECTIONS = 8;

/** Function words of English a question needs before it reads as English: "did I lose events" has three. */
const ENGLISH_QUESTION = 2;

/**
 * In an English question an unknown lower-case word is English ("lose" is not "lote", "bother" not "moth"): only a
 * capitalized one, an identifier or a status typed with a slip ("FreeMarginQuerry"), is corrected.
 */
export function isEnglishQuestion(text: string): boolean {
  return wordsOf(text).filter((word) => ENGLISH_FUNCTION_WORDS.has(word.toLowerCase())).length >= ENGLISH_QUESTION;
}

function typedTerms(text: string, lexicon: Lexicon | undefined): QueryTerm[] {
  const typed = new Map<string, QueryTerm>();
  let corrections = 0;
  const capitalized = new Set(wordsOf(text).filter((word) => /[A-Z]/.test(word)).flatMap((word) => termsOf(word).map((term) => term.surface)));
  const english = isEnglishQuestion(text);
  for (const { token, surface, part } of termsOf(text.slice(0, MAX_QUERY_CHARACTERS))) {
    if (typed.size >= MAX_QUERY_TERMS) break;
    const unknown = lexicon !== undefined && !lexicon.knows(token) && !isGlossaryWord(token) && (!english || capitalized.has(surface));
    const known = unknown && corrections++ < MAX_CORRECTIONS ? (lexicon.correct(surface) ?? token) : token;
    // A part of an identifier (`Meses` of `V360Meses`) weighs as a synonym: the whole identifier is the point.
    const weight = part === true ? 1 : 2;
    if ((typed.get(known)?.weight ?? 0) < weight) typed.set(known, { token: known, weight });
  }
  return [...typed.values()];
}

/**
 * An English question's glossary words in the documentation's Portuguese ("simulation batch" → "simulação simular
 * lote"): the entry classifier learned the entries from Portuguese sentences and forms, and reads these with the question.
 */
export function portugueseOf(text: string): string {
  compiled ??= compile();
  const surfaces = surfacesOf(text.slice(0, MAX_QUERY_CHARACTERS));
  const present = new Set(surfaces);
  return compiled
    .filter((entry) => entry.wordsOnly && phraseFound(entry.phrases, surfaces, present) >= 0)
    .map((entry) => entry.addText)
    .join(" ");
}

/**
 * A file's name ("termo.pdf", "RG-frente.png") says what type of file it is, not what the question is about: its
 * extension stays, its stem goes ("subi um png chamado termo.pdf" asks about the upload's type check, not the consent
 * term). Development 748 → 749 first-hit, probes 254 → 255, third- and fifth-round probes +1 each; the entry classifier
 * reads the question without them too (sixth-round probes +1). Each chunk is tested at its end only: no pattern runs over
 * the question as a whole.
 */
const FILE_EXTENSION = /\.(pdf|png|jpe?g|heic)$/i;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A date or date-time pasted from a response ("cancelRequestedAt": "2026-05-03T12:00:00Z") is a value, not the subject:
 * its digits would match the conventions' example date. Written as the contract writes them (YYYY-MM-DD,
 * YYYY-MM-DDTHH:MM:SSZ), it is read as the words "data hora"; another shape (milliseconds, an offset) is what the
 * question is about and stays. Anchored, without nested repetition: linear in the chunk.
 */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}Z)?$/;
const DATE_WORDS = "data hora";

/** The question with file names and dates pasted as values read for what they say (FILE_EXTENSION, DATE_VALUE). */
export function withoutPastedValues(text: string): string {
  return text
    .split(" ")
    .map((chunk) => {
      // The punctuation after the name ("termo.pdf,") goes, one character at a time.
      let end = chunk.length;
      while (end > 0 && !LETTER_OR_DIGIT.test(chunk.charAt(end - 1))) end--;
      let start = 0;
      while (start < end && !LETTER_OR_DIGIT.test(chunk.charAt(start))) start++;
      const name = chunk.slice(0, end);
      if (DATE_VALUE.test(chunk.slice(start, end))) return DATE_WORDS;
      const extension = FILE_EXTENSION.exec(name);
      return extension === null || name.length === extension[0].length ? chunk : extension[1];
    })
    .join(" ");
}

/** A lowerCamelCase word ("paymentMonht", "customerName"): a field's name as a partner sent it (statuses are PascalCase). */
const FIELD_NAME = /^[a-z]+[A-Z]/;

/**
 * A field name the contract does not have (misspelled or invented) is a question about unknown fields, whatever the
 * correction finds: "digitei paymentMonht errado, a API ignora?" asks what happens to a field the body does not know.
 */
function unknownFieldTerms(text: string, lexicon: Lexicon | undefined): QueryTerm[] {
  if (lexicon === undefined) return [];
  const unknown = wordsOf(text).filter((word) => FIELD_NAME.test(word) && termsOf(word).some((term) => term.part !== true && !lexicon.knows(term.token)));
  return unknown.length === 0 ? [] : termsOf("campo desconhecido").map((term) => ({ token: term.token, weight: 1 as const }));
}

/** The partner's terms (corrected when misspelled), then the synonyms their phrases call for. */
export function analyzeQuery(raw: string, lexicon?: Lexicon): QueryTerm[] {
  const text = withoutPastedValues(raw.slice(0, MAX_QUERY_CHARACTERS));
  compiled ??= compile();
  const terms = typedTerms(text, lexicon);
  for (const term of unknownFieldTerms(text, lexicon)) if (!terms.some((known) => known.token === term.token)) terms.push(term);
  const typed = terms.map((term) => term.token);
  // Portuguese phrases match the analyzed terms (typos corrected); English ones, the words as typed.
  const surfaces = surfacesOf(text.slice(0, MAX_QUERY_CHARACTERS));
  const typedSet = new Set(typed);
  const surfaceSet = new Set(surfaces);
  const seen = new Set(typed);
  for (const entry of compiled) {
    const found = entry.wordsOnly ? phraseFound(entry.phrases, surfaces, surfaceSet) : phraseFound(entry.phrases, typed, typedSet);
    const phrase = entry.phraseTerms[found];
    if (phrase === undefined || entry.unless.some((token) => typed.includes(token))) continue;
    // A word the documentation never uses ("colateral") is carried by its synonyms in full.
    const weight = entry.strong || (lexicon !== undefined && phrase.some((token) => !lexicon.knows(token))) ? 2 : 1;
    for (const { token, part } of entry.adds) {
      if (seen.has(token)) continue;
      seen.add(token);
      terms.push({ token, weight, standsFor: phrase, ...(part && { part: true as const }) });
    }
  }
  return terms;
}
