/**
 * The search engine of the documentation: Orama (BM25 per property, with boosts) over small entries (guide
 * sections, endpoints), analyzed by tokenize.ts. Ranking is by score alone, highest first; the score is what
 * the answers show.
 *
 * An entry is indexed twice: whole (title, identifiers, where it lives, text) in one Orama index, and each of
 * its passages (paragraph, list item, table row, code block) in another. An entry scores its whole score plus
 * half its best passage's, so a long section that holds the one sentence that answers is not diluted by its
 * length; the best passage is also where the snippet is cut from. (Whole-entry BM25 alone: 90% top-1 on the
 * retrieval set; passages alone: 80%; both: 93%.)
 *
 * Terms add up, a synonym's identifier and its camelCase parts included (FreeMarginQuery scores freemarginquery,
 * fre, margin and query). Tried and not adopted (2026-11-26): scoring each concept (a typed term; a word a synonym
 * adds, with its parts) once, by its best term, in both indexes. Alone it cost the original set one question (88.2%
 * top-1, under its gate); with "consultar margem" made a strong synonym, development 83.9% (unchanged) and original
 * set 90.2%, but held-out 72.5% first-hit / 95.0% top-3 (from 73.8% / 96.3%): the inflation helps as often as it hurts.
 *
 * Orama's full-text search completes prefixes ("cont", the stem of conta, would also match "contrat"): every
 * term is stored and searched with an end mark no word contains, so a term matches only itself.
 *
 * Typo tolerance: a query word whose term the index does not know ("cancelamentto", "assinatrua") is
 * replaced by the closest word of the documentation, within 1 edit (2 for words of 8 letters or more), the
 * most used one on a tie (query.ts). The scan is over the folded words the index holds (a few thousand), with
 * a length filter first. Orama's own `tolerance` walks its radix tree and misses words whose path shares a
 * compressed edge ("assinatrua" found nothing with tolerance 2 over these documents), so it is not used.
 */
import { create, insert, search, type Orama, type Results, type Tokenizer } from "@orama/orama";
import type { Lexicon, QueryTerm } from "./query";
import { terms } from "./tokenize";

export interface IndexEntry {
  readonly id: string;
  readonly kind: string;
  readonly modules: readonly string[];
  /** Short title: the section heading, or the endpoint's summary. */
  readonly title: string;
  /** Identifiers that name the entry: operationId, method, route words. */
  readonly keywords: string;
  /** Where the entry lives: the guide's title, the endpoint's section and products. */
  readonly context: string;
  /** The entry's text, in answerable pieces. */
  readonly passages: readonly string[];
  /** The questions the entry answers, in the askers' words (a card's question forms). */
  readonly questions?: string;
}

const HEAD_SCHEMA = { kind: "enum", modules: "enum[]", title: "string", keywords: "string", context: "string", text: "string", questions: "string" } as const;
const PASSAGE_SCHEMA = { kind: "enum", modules: "enum[]", text: "string" } as const;

export type HeadProperty = "title" | "keywords" | "context" | "text" | "questions";
const HEAD_PROPERTIES: readonly HeadProperty[] = ["title", "keywords", "context", "text", "questions"];
const HEAD_BOOST: Readonly<Record<HeadProperty, number>> = { title: 3, keywords: 2, context: 0.5, text: 1, questions: 1 };
/** The best passage adds half its score: the sentence that answers lifts its section above a section that only mentions the words. */
const PASSAGE_SHARE = 0.5;

const END = "~";

/** Passages read per query, best first: far more than the entries an answer lists, far fewer than all of them. */
const PASSAGE_HITS = 500;

/**
 * Documents are analyzed here (each term once per property: Orama counts every token it receives as a
 * document occurrence of the term). Queries arrive already analyzed (query.ts) as space-separated terms, a
 * term repeated to weigh more.
 */
/** A document text's stored terms, by the text: a card's passage is the context of each of its sentences' cards. */
const documentTokens = new Map<string, readonly string[]>();

function storedTokens(raw: string): string[] {
  const cached = documentTokens.get(raw);
  if (cached !== undefined) return [...cached];
  const tokens = [...new Set(terms(raw).map((term) => `${term.token}${END}`))];
  if (documentTokens.size < 20_000) documentTokens.set(raw, tokens);
  return [...tokens];
}

const analyzer: Tokenizer = {
  language: "portuguese",
  normalizationCache: new Map(),
  tokenize: (raw, _language, property) =>
    property === undefined ? raw.split(" ").filter((token) => token !== "").map((token) => `${token}${END}`) : storedTokens(raw),
};

/**
 * The edit distance of two words when it is at most `limit`, else `limit + 1`: a row of the table whose every cell
 * is past the limit ends the comparison, so a scan of the lexicon costs little per word that is far.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

export interface IndexHit<E extends IndexEntry> {
  readonly entry: E;
  readonly score: number;
  /** Index of the passage that scored best, when one matched. */
  readonly passage?: number;
}

export interface IndexSearchOptions {
  readonly limit?: number;
  readonly kind?: string;
  readonly module?: string;
}

function synchronous<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error("the documentation index is synchronous");
  return value;
}

interface PassageScore {
  readonly best: number;
  readonly passage: number;
}

export interface SearchIndexOptions {
  /** Weight of each property of an entry (title, keywords, context, text). */
  readonly boost?: Readonly<Record<HeadProperty, number>>;
  /** Share of the best passage's score added to an entry's; 0 indexes no passages. */
  readonly passageShare?: number;
  /** BM25's length normalisation (0: none, 1: full; Orama's default 0.75). */
  readonly lengthNormalization?: number;
  /** Whether the index learns its words for typo correction (the index that analyzes queries needs it; others need not). */
  readonly lexicon?: boolean;
}

export class SearchIndex<E extends IndexEntry> implements Lexicon {
  private readonly heads: Orama<typeof HEAD_SCHEMA>;
  private readonly passages: Orama<typeof PASSAGE_SCHEMA>;
  private readonly entries = new Map<string, E>();
  /** Every term of the index, to tell a known term from a typo. */
  private readonly vocabulary = new Set<string>();
  /** Folded word → its term, and how many entries use it (the tie-break between two corrections). */
  private readonly lexicon = new Map<string, { token: string; entries: number }>();
  /** The lexicon's words by length, built on the first correction: a correction reads only the lengths within reach. */
  private byLength: Map<number, string[]> | undefined;

  private readonly boost: Readonly<Record<HeadProperty, number>>;
  private readonly passageShare: number;
  private readonly lengthNormalization: number | undefined;

  constructor(entries: readonly E[], options: SearchIndexOptions = {}) {
    this.boost = options.boost ?? HEAD_BOOST;
    this.passageShare = options.passageShare ?? PASSAGE_SHARE;
    this.lengthNormalization = options.lengthNormalization;
    this.heads = synchronous(create({ schema: HEAD_SCHEMA, components: { tokenizer: analyzer } }));
    this.passages = synchronous(create({ schema: PASSAGE_SCHEMA, components: { tokenizer: analyzer } }));
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      if (options.lexicon !== false) this.learn([entry.title, entry.keywords, entry.context, ...entry.passages]);
      const { id, kind, title, keywords, context } = entry;
      const modules = [...entry.modules];
      synchronous(insert(this.heads, { id, kind, modules, title, keywords, context, text: entry.passages.join("\n"), questions: entry.questions ?? "" }));
      if (this.passageShare > 0) {
        entry.passages.forEach((text, index) => synchronous(insert(this.passages, { id: `${id}\u0000${index}`, kind, modules, text })));
      }
    }
  }

  private learn(texts: readonly string[]): void {
    const seen = new Set<string>();
    for (const text of texts) {
      for (const term of terms(text)) {
        this.vocabulary.add(term.token);
        if (seen.has(term.surface)) continue;
        seen.add(term.surface);
        const known = this.lexicon.get(term.surface);
        this.lexicon.set(term.surface, { token: term.token, entries: (known?.entries ?? 0) + 1 });
      }
    }
  }

  knows(token: string): boolean {
    return this.vocabulary.has(token);
  }

  correct(surface: string): string | undefined {
    if (surface.length < 4) return undefined;
    const tolerance = surface.length >= 8 ? 2 : 1;
    let best: { token: string; distance: number; entries: number } | undefined;
    if (this.byLength === undefined) {
      this.byLength = new Map();
      for (const word of this.lexicon.keys()) {
        const words = this.byLength.get(word.length) ?? [];
        words.push(word);
        this.byLength.set(word.length, words);
      }
    }
    const candidates: string[] = [];
    for (let length = surface.length - tolerance; length <= surface.length + tolerance; length++) candidates.push(...(this.byLength.get(length) ?? []));
    for (const word of candidates) {
      const known = this.lexicon.get(word);
      if (known === undefined) continue;
      const distance = boundedEditDistance(surface, word, tolerance);
      if (distance > tolerance) continue;
      if (best === undefined || distance < best.distance || (distance === best.distance && known.entries > best.entries)) {
        best = { token: known.token, distance, entries: known.entries };
      }
    }
    return best?.token;
  }

  private run<S extends typeof HEAD_SCHEMA | typeof PASSAGE_SCHEMA>(
    db: Orama<S>,
    term: string,
    properties: readonly string[],
    boost: Readonly<Record<string, number>>,
    options: IndexSearchOptions,
    size: number,
  ): Results<{ id: string }>["hits"] {
    const where = {
      ...(options.kind !== undefined && { kind: { eq: options.kind } }),
      ...(options.module !== undefined && { modules: { containsAll: [options.module] } }),
    };
    const results = synchronous(
      search(db as Orama<typeof HEAD_SCHEMA>, {
        term,
        properties: properties as HeadProperty[],
        boost,
        threshold: 1,
        limit: size,
        ...(this.lengthNormalization !== undefined && { relevance: { k: 1.2, b: this.lengthNormalization, d: 0.5 } }),
        ...(Object.keys(where).length > 0 && { where }),
      }),
    ) as Results<{ id: string }>;
    return results.hits;
  }

  search(query: readonly QueryTerm[], options: IndexSearchOptions = {}): IndexHit<E>[] {
    const term = query.flatMap((entry) => Array.from({ length: entry.weight }, () => entry.token)).join(" ");
    if (term === "") return [];
    const headScores = new Map<string, number>();
    // A property weighed 0 is not searched (Orama refuses a zero boost).
    const properties = HEAD_PROPERTIES.filter((property) => this.boost[property] > 0);
    const boost = Object.fromEntries(properties.map((property) => [property, this.boost[property]]));
    for (const hit of this.run(this.heads, term, properties, boost, options, this.entries.size)) headScores.set(hit.id, hit.score);
    const passageScores = new Map<string, PassageScore>();
    for (const hit of this.passageShare > 0 ? this.run(this.passages, term, ["text"], {}, options, PASSAGE_HITS) : []) {
      const separator = hit.id.lastIndexOf("\u0000");
      const id = hit.id.slice(0, separator);
      const passage = Number(hit.id.slice(separator + 1));
      if (hit.score > (passageScores.get(id)?.best ?? 0)) passageScores.set(id, { best: hit.score, passage });
    }
    const hits: IndexHit<E>[] = [];
    for (const id of new Set([...headScores.keys(), ...passageScores.keys()])) {
      const entry = this.entries.get(id);
      if (entry === undefined) continue;
      const passage = passageScores.get(id);
      const score = (headScores.get(id) ?? 0) + (passage === undefined ? 0 : this.passageShare * passage.best);
      hits.push({ entry, score, ...(passage !== undefined && { passage: passage.passage }) });
    }
    hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
    return hits.slice(0, options.limit ?? 10);
  }
}
