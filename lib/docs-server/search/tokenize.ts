/**
 * The analyzer of the documentation search, shared by the index and the queries: words are folded (no accents,
 * lower case), pt-BR stopwords and question words dropped, and stemmed with Orama's Portuguese Snowball
 * stemmer, so "operação", "operações" and "operacoes" are one term. Identifiers are kept whole (`signurl`,
 * `terminmonths`) and also split at camelCase and underscores (`term`, `month`).
 *
 * The stemmer expects accented Portuguese. Partners often type without accents, so the folded word gets
 * the accents of its common endings back before stemming ("operacoes" → "operações" → "oper"): both
 * spellings reach the same stem.
 */
import { stemmer } from "@orama/stemmers/portuguese";
import { SANDBOX_SCENARIOS } from "@/lib/credit/sandbox/special-cpfs";
import { foldAccents } from "../text";

const STOPWORDS = new Set(
  (
    "a o e é de do da dos das em no na nos nas um uma uns umas para pra por pelo pela pelos pelas com sem " +
    "que se ao aos as os ou mas como mais menos muito muita ja so tambem ate isso isto esse essa este esta " +
    // Contractions of em/de with um/uma ("numa operação FGTS", "dum tomador"): an article, not a word to match.
    "num numa nuns numas dum duma duns dumas " +
    "ele ela eles elas eu voce seu sua seus suas meu minha nao sim qual quais quando onde porque entre sobre " +
    "sao ser foi tem ter ha lhe cada todo toda todos todas outro outra ainda depois antes aqui la deve pode " +
    // Question words: they say how the partner asks, not what about.
    "fazer faco faz quero preciso posso devo consigo existe existem tenho vou saber sei alguma algum " +
    // How a symptom is told ("veio vazia", "deu 403", "quando der erro", "e agora?"): the symptom is the word after;
    // and colloquial contractions ("pro suporte" = para o).
    "veio vem deu der agora pro pros pras " +
    // Colloquial fillers ("cadê o resto?", "tava em Signatures", "onde acho", "significa o quê"): not typos of documentation words.
    "cade tava ta entao acho significa quer dizer fala ponho boto " +
    // Chat abbreviations of the words above ("qdo", "tb", "vc", "pq", "oq").
    "qdo qnd qd tb tbm vc vcs pq oq td tds msm " +
    // Trying is how a symptom is told ("deu 409 ao tentar editar"): the action is the word after.
    "tentei tentar tentando tentou"
  )
    .split(" ")
    .map((word) => foldAccents(word)),
);

/**
 * English question and function words, as the Portuguese ones above: never a typo of a word of the documentation
 * ("does" is not "dois"), and the sign that a question is asked in English (query.ts).
 */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "the of to in and or for on with is are be by an at it this that from " +
    "what which when where why who how whom whose do does did doesn don didn can cannot could should shouldn would " +
    "will won must may might am was were been being has have had having isn aren wasn there here still yet already " +
    "only just also too very really any some every both either other such than then if but not yes " +
    "my me our your their its they them we you he she his her about into via per up out i ll ve re " +
    "want need needs know tell mean means way thing things something anything go goes going back"
  ).split(" "),
);

for (const word of ENGLISH_FUNCTION_WORDS) STOPWORDS.add(word);

/** Accented endings restored on a folded word, longest first, so the Snowball stemmer sees Portuguese. */
const ACCENTED_ENDINGS: readonly (readonly [string, string])[] = [
  ["coes", "ções"],
  ["soes", "sões"],
  ["aveis", "áveis"],
  ["iveis", "íveis"],
  ["encia", "ência"],
  ["ancia", "ância"],
  ["arios", "ários"],
  ["cao", "ção"],
  ["sao", "são"],
  ["oes", "ões"],
  ["aes", "ães"],
  ["avel", "ável"],
  ["ivel", "ível"],
  ["ario", "ário"],
  ["ao", "ão"],
];

/**
 * Words the stemmer would merge with another of the domain: "mesa" (the credit desk) is not "mês"; "suportado" (a
 * media type the API takes) is not "suporte" (whom to contact); the English field `page` is not "paga" (pays); "sábado" is
 * not "saber" ("como fico sabendo" is not a question about weekends); "logo" (soon) is not a log, "vazar" (leak) not "vazia".
 */
const STEM_EXCEPTIONS: Readonly<Record<string, string>> = {
  mesa: "mesa",
  mesas: "mesa",
  page: "page",
  pages: "page",
  sabado: "sabado",
  sabados: "sabado",
  logo: "logo",
  vazar: "vazar",
  vaza: "vazar",
  vazou: "vazar",
  vazam: "vazar",
  vazando: "vazar",
  suportado: "suportad",
  suportada: "suportad",
  suportados: "suportad",
  suportadas: "suportad",
};

/**
 * Noun stems the Snowball stemmer leaves apart from their verb's ("assinatura" / "assinar", "vencimento" / "vencer"):
 * the question asks "o signatário recusou assinar", the rule says "recusa a assinatura". Most of the domain's pairs
 * already meet (simulação / simular, cancelamento / cancelar); these are the ones that do not.
 */
const NOUN_TO_VERB_STEM: Readonly<Record<string, string>> = {
  assinatur: "assin",
  // "confira" (the guides' imperative) and "conferir" (the asker's infinitive): the stem vowel changes.
  conf: "confer",
  confir: "confer",
  pagament: "pag",
  transferent: "transfer",
  venciment: "venc",
};

const stemCache = new Map<string, string>();

/** The stem of one folded, lower-case word. */
export function stem(folded: string): string {
  if (folded.length <= 3 || /\d/.test(folded)) return folded;
  const exception = STEM_EXCEPTIONS[folded];
  if (exception !== undefined) return exception;
  const cached = stemCache.get(folded);
  if (cached !== undefined) return cached;
  // Plurals in -ais are the -al word ("mensais", "anuais", "decimais"): the stemmer cuts them to another stem than the
  // singular's. "reais" is the currency, not the plural of "real".
  const singular = folded.endsWith("ais") && folded.length >= 6 && folded !== "reais" ? `${folded.slice(0, -3)}al` : folded;
  const ending = ACCENTED_ENDINGS.find(([plain]) => singular.endsWith(plain) && singular.length > plain.length + 1);
  const accented = ending === undefined ? singular : `${singular.slice(0, -ending[0].length)}${ending[1]}`;
  const stemmed = foldAccents(stemmer(accented)) || folded;
  const result = NOUN_TO_VERB_STEM[stemmed] ?? stemmed;
  if (stemCache.size < 50_000) stemCache.set(folded, result);
  return result;
}

/**
 * Plural acronyms and HTTP statuses: "CPFs", "URLs", "CNPJs" are the CPF, URL and CNPJ; "401s", "429s" the 401 and 429;
 * typed in lower case too ("are all ids uuids?").
 */
const PLURAL_ACRONYM = /^(?:[A-Z]{2,}|[1-5]\d\d|id|uuid|cpf|cnpj|url|api|pdf|png|jpe?g|ccb)s$/;

/** Words as written → their term (null: a stopword): the documentation's words repeat, the analysis need not. */
const wordCache = new Map<string, Term | null>();

function normalizeWord(word: string): Term | undefined {
  const cached = wordCache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const folded = foldAccents(PLURAL_ACRONYM.test(word) ? word.slice(0, -1) : word).toLowerCase();
  const term = folded.length < 2 || STOPWORDS.has(folded) ? null : { token: stem(folded), surface: folded };
  if (wordCache.size < 100_000) wordCache.set(word, term);
  return term ?? undefined;
}

/** camelCase and snake_case parts of an identifier: `registry_EmployeeCode` → registry, Employee, Code. */
function identifierParts(word: string): string[] {
  return word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter((part) => part !== "");
}

/** No word of the documentation is this long: a longer run of letters (a hostile query) is cut, so its analysis is bounded. */
export const MAX_WORD_LENGTH = 64;

/** The words of a text, in order (letters, digits and underscores), each at most MAX_WORD_LENGTH long. */
export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}_]+/gu) ?? []).map((word) => (word.length > MAX_WORD_LENGTH ? word.slice(0, MAX_WORD_LENGTH) : word));
}

export interface Term {
  /** What the index stores and matches: the stem, or an identifier's whole lower-case form. */
  readonly token: string;
  /** The folded word it came from, for typo correction. */
  readonly surface: string;
  /** A camelCase or snake_case part of an identifier (`Meses` of `V360Meses`), which says less than the whole. */
  readonly part?: true;
}

/** Words as written → their terms: an identifier's split and folding are done once per distinct word. */
const wordTermsCache = new Map<string, readonly Term[]>();

function wordTerms(word: string): readonly Term[] {
  const cached = wordTermsCache.get(word);
  if (cached !== undefined) return cached;
  const out: Term[] = [];
  const parts = identifierParts(word);
  if (parts.length > 1) {
    const whole = foldAccents(word).toLowerCase();
    out.push({ token: whole, surface: whole });
    for (const part of parts) {
      const term = normalizeWord(part);
      if (term !== undefined && term.token !== whole) out.push({ ...term, part: true });
    }
  } else {
    const term = normalizeWord(word);
    if (term !== undefined) out.push(term);
  }
  if (wordTermsCache.size < 100_000) wordTermsCache.set(word, out);
  return out;
}

/**
 * The sandbox's scenario names (`fgts-no-birthday-withdrawal`, `settlement-failure`), written out whole: a name, one
 * term. Their words are English in a Portuguese documentation, so split they would be the only place an English
 * question's "birthday", "withdrawal" or "settlement" matched, and every such question would land on the sandbox.
 */
const SCENARIO_NAME = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${SANDBOX_SCENARIOS.filter((name) => name.includes("-")).join("|")})(?![\\p{L}\\p{N}_-])`, "giu");

/** Terms of a text, in order, with repetitions: an identifier gives its whole form, then its parts. */
export function terms(text: string): Term[] {
  const out: Term[] = [];
  let from = 0;
  for (const match of text.matchAll(SCENARIO_NAME)) {
    for (const word of wordsOf(text.slice(from, match.index))) out.push(...wordTerms(word));
    const name = match[0].toLowerCase();
    out.push({ token: name, surface: name });
    from = match.index + match[0].length;
  }
  for (const word of wordsOf(from === 0 ? text : text.slice(from))) out.push(...wordTerms(word));
  return out;
}

export function tokenize(text: string): string[] {
  return terms(text).map((term) => term.token);
}

/**
 * The pairs of adjacent terms of a text, once stopwords are gone ("autorização de margem" → "autoriz marg"): two texts
 * sharing a pair say the two words together. An identifier counts as its whole form, not its parts.
 */
export function wordPairs(text: string): string[] {
  const tokens = terms(text)
    .filter((term) => term.part !== true)
    .map((term) => term.token);
  return tokens.slice(1).map((token, index) => `${tokens[index]} ${token}`);
}
