/**
 * Okapi BM25 over small documents (guide sections, endpoint entries). Titles count three times: a query
 * word in a section title says more than the same word in passing.
 */
import { tokenize } from "./tokenize";

export interface SearchDocument {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface SearchHit<D extends SearchDocument> {
  readonly document: D;
  readonly score: number;
  /** Distinct query tokens found in the document. */
  readonly matched: readonly string[];
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;

interface IndexedDocument<D> {
  readonly document: D;
  readonly frequencies: ReadonlyMap<string, number>;
  readonly length: number;
}

export class Bm25Index<D extends SearchDocument> {
  private readonly documents: readonly IndexedDocument<D>[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: readonly D[]) {
    this.documents = documents.map((document) => {
      const tokens = [...Array.from({ length: TITLE_WEIGHT }, () => tokenize(document.title)).flat(), ...tokenize(document.text)];
      const frequencies = new Map<string, number>();
      for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
      for (const token of frequencies.keys()) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
      return { document, frequencies, length: tokens.length };
    });
    const total = this.documents.reduce((sum, entry) => sum + entry.length, 0);
    this.averageLength = this.documents.length === 0 ? 1 : total / this.documents.length;
  }

  private inverseDocumentFrequency(token: string): number {
    const n = this.documentFrequency.get(token) ?? 0;
    return Math.log(1 + (this.documents.length - n + 0.5) / (n + 0.5));
  }

  search(query: string, options: { limit?: number; filter?: (document: D) => boolean } = {}): SearchHit<D>[] {
    const queryTokens = [...new Set(tokenize(query))];
    if (queryTokens.length === 0) return [];
    const hits: SearchHit<D>[] = [];
    for (const entry of this.documents) {
      if (options.filter && !options.filter(entry.document)) continue;
      let score = 0;
      const matched: string[] = [];
      for (const token of queryTokens) {
        const frequency = entry.frequencies.get(token) ?? 0;
        if (frequency === 0) continue;
        matched.push(token);
        const normalization = K1 * (1 - B + (B * entry.length) / this.averageLength);
        score += this.inverseDocumentFrequency(token) * ((frequency * (K1 + 1)) / (frequency + normalization));
      }
      if (score > 0) hits.push({ document: entry.document, score, matched });
    }
    // Documents matching more of the query words first, then by score.
    hits.sort((a, b) => b.matched.length - a.matched.length || b.score - a.score || a.document.id.localeCompare(b.document.id));
    return hits.slice(0, options.limit ?? 10);
  }
}

/** The lines of `text` that carry most query words, for a short excerpt. */
export function excerpt(text: string, query: string, maxLength = 320): string {
  const queryTokens = new Set(tokenize(query));
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !/^\|?\s*-{3}/.test(line));
  const scored = lines
    .map((line, index) => ({ line, index, score: tokenize(line).filter((token) => queryTokens.has(token)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen = (scored.length > 0 ? scored.slice(0, 2).sort((a, b) => a.index - b.index) : lines.slice(0, 1).map((line, index) => ({ line, index, score: 0 })))
    .map(({ line }) => line)
    .join(" … ");
  return chosen.length > maxLength ? `${chosen.slice(0, maxLength - 1)}…` : chosen;
}
