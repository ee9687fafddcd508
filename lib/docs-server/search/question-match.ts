/**
 * A query against each question form of a card on its own (content/question-forms), not against their bag: the
 * cosine of their idf-weighted terms, each card scored by its closest form. The bag (the cards' "questions" property)
 * finds a card whose forms share any word with the question; this says which card was asked the way the question asks.
 */
import type { QueryTerm } from "./query";
import { tokenize } from "./tokenize";

export interface QuestionSource {
  readonly id: string;
  readonly questions: readonly string[];
}

/** A synonym the query analysis added says the typed words another way: half a typed word. */
const SYNONYM_WEIGHT = 0.5;

export class QuestionMatcher {
  /** Term → the forms holding it. */
  private readonly postings = new Map<string, number[]>();
  /** Form → its card. */
  private readonly owners: string[] = [];
  /** Form → the length of its idf vector. */
  private readonly norms: number[] = [];
  private readonly idf = new Map<string, number>();
  /** The idf of a term no form holds. */
  private readonly rarest: number;

  constructor(cards: readonly QuestionSource[]) {
    const forms: string[][] = [];
    for (const card of cards) {
      for (const question of card.questions) {
        const tokens = [...new Set(tokenize(question))];
        if (tokens.length === 0) continue;
        for (const token of tokens) {
          const postings = this.postings.get(token) ?? [];
          postings.push(this.owners.length);
          this.postings.set(token, postings);
        }
        this.owners.push(card.id);
        forms.push(tokens);
      }
    }
    for (const [token, postings] of this.postings) this.idf.set(token, Math.log(1 + this.owners.length / postings.length));
    this.rarest = Math.log(1 + this.owners.length);
    for (const tokens of forms) this.norms.push(Math.hypot(...tokens.map((token) => this.idf.get(token) ?? 0)));
  }

  /** Each card's closest form's similarity to the query, 0 to 1 (cards with no form sharing a term are absent). */
  closest(terms: readonly QueryTerm[]): Map<string, number> {
    const dot = new Map<number, number>();
    let queryLength = 0;
    for (const term of terms) {
      // An identifier's parts (`file`, `type` of `fileType`) are the identifier, counted whole.
      if (term.part === true || (term.weight === 1 && term.standsFor === undefined)) continue;
      // A word no form holds (a contract name: the forms have none) is still part of the question: a form that says
      // only the question's other word is not the question.
      const idf = this.idf.get(term.token) ?? this.rarest;
      const weight = (term.weight === 2 ? 1 : SYNONYM_WEIGHT) * idf;
      queryLength += weight * weight;
      for (const form of this.postings.get(term.token) ?? []) dot.set(form, (dot.get(form) ?? 0) + weight * idf);
    }
    const best = new Map<string, number>();
    if (queryLength === 0) return best;
    const length = Math.sqrt(queryLength);
    for (const [form, product] of dot) {
      const similarity = product / (length * (this.norms[form] ?? 1));
      const card = this.owners[form] as string;
      if (similarity > (best.get(card) ?? 0)) best.set(card, similarity);
    }
    return best;
  }
}
