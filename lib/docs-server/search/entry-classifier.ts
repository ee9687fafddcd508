/**
 * Which entry a question is about, learned from how the entries are asked about: a softmax regression over the words
 * of every question form (content/question-forms) and every sentence, each labelled with its entry. The lexical
 * ranking scores a question by the words it shares with one sentence; this reads the whole question at once and
 * learns which of its words tell one entry from the others ("reforço", "leilão", "averbação" weigh; "operação" does
 * not), so a question worded unlike any sentence still lands where questions like it were written.
 *
 * Trained when the corpus is built, deterministically (full-batch gradient with momentum from zero, a fixed number of
 * steps): the model is a function of the documentation and its forms, never of the evaluation questions.
 */
import { foldAccents } from "../text";
import { MAX_QUERY_CHARACTERS } from "./query";

export interface LabelledText {
  readonly text: string;
  /** The entry (`guia#secao` or an operationId) the text asks about or states. */
  readonly entry: string;
}

export interface ClassifierTraining {
  /** Steps of full-batch gradient descent: few on purpose, an early-stopped model spreads its belief over near entries. */
  readonly steps: number;
  readonly learningRate: number;
  readonly momentum: number;
  /** L2 penalty on the weights. */
  readonly l2: number;
  /**
   * How much an entry with few examples counts more (0: each example alike; 1: each entry alike): a long section's
   * many sentences and forms must not make it every question's answer.
   */
  readonly balance: number;
}

/**
 * Measured on the development part and the original retrieval set (steps 10–40, rate 100–500, balance 0–1; the
 * features also with character n-grams and word pairs, which added nothing): more steps answer more development
 * questions alone but shift the original set's short queries to long sections; 10 to 16 steps at rates 500 to 300
 * rank alike (408–409 of 458 development questions first-hit), and 12 train in ~0.9 s, once per process. Balance: 407
 * at 0, 409 at 0.15 to 0.3, 406 at 0.5, 399 at 1.
 */
export const CLASSIFIER_TRAINING: ClassifierTraining = { steps: 12, learningRate: 400, momentum: 0.9, l2: 1e-5, balance: 0.3 };

/** Characters a word's stem keeps: Portuguese inflections ("averbação", "averbada") share their first six letters. */
const STEM_LENGTH = 6;

/** The words of a text, folded, as far as the query analysis reads a query. */
function wordsOf(text: string): string[] {
  return foldAccents(text.slice(0, MAX_QUERY_CHARACTERS)).toLowerCase().match(/[a-z0-9_]+/g) ?? [];
}

/**
 * A query of one or two words is a keyword search: the words name what is wanted (`termInMonths`, "veio vazia"), and
 * a model of whole questions, reading two words, would only add noise to the definitions and rules they name.
 */
export const MIN_CLASSIFIED_WORDS = 3;

/**
 * A text's features: each word's stem, and a long word (an identifier, a rare term) also whole. Read as far as the query
 * analysis reads a query, so a hostile query costs what a long question costs.
 */
export function classifierFeatures(text: string): string[] {
  const features = new Set<string>();
  for (const word of wordsOf(text)) {
    features.add(`s:${word.slice(0, STEM_LENGTH)}`);
    if (word.length > STEM_LENGTH) features.add(`w:${word}`);
  }
  return [...features];
}

export class EntryClassifier {
  readonly entries: readonly string[];
  private readonly columns = new Map<string, number>();
  /** Feature-major: the weights of feature f are `weights[f * entries.length ... + entries.length]`. */
  private readonly weights: Float64Array;
  private readonly training: Training;

  constructor(examples: readonly LabelledText[], training: ClassifierTraining = CLASSIFIER_TRAINING) {
    this.entries = [...new Set(examples.map((example) => example.entry))].sort();
    const entryIndex = new Map(this.entries.map((entry, index) => [entry, index]));
    const rows: number[][] = [];
    const labels: number[] = [];
    for (const example of examples) {
      const row = classifierFeatures(example.text).map((feature) => {
        let column = this.columns.get(feature);
        if (column === undefined) {
          column = this.columns.size;
          this.columns.set(feature, column);
        }
        return column;
      });
      if (row.length === 0) continue;
      rows.push(row);
      labels.push(entryIndex.get(example.entry) as number);
    }
    this.training = trainer(rows, labels, this.columns.size, this.entries.length, training);
    this.weights = this.training.weights;
  }

  /**
   * Runs one more slice of the training; false once it is trained. The corpus warms the classifier a slice at a time
   * (corpus.ts warmCorpus), so a process keeps answering while it learns; a question asked before the end finishes it.
   */
  trainSlice(): boolean {
    return this.training.advance();
  }

  /** Each entry's probability of being what the query asks about (entries the query's words say nothing of are absent). */
  probabilities(query: string): Map<string, number> {
    while (this.training.advance());
    const result = new Map<string, number>();
    if (wordsOf(query).length < MIN_CLASSIFIED_WORDS) return result;
    const columns = classifierFeatures(query).flatMap((feature) => this.columns.get(feature) ?? []);
    if (columns.length === 0) return result;
    const count = this.entries.length;
    const logits = new Float64Array(count);
    const value = 1 / Math.sqrt(columns.length);
    for (const column of columns) for (let k = 0; k < count; k++) logits[k] = (logits[k] as number) + value * (this.weights[column * count + k] as number);
    softmaxInPlace(logits);
    logits.forEach((probability, k) => result.set(this.entries[k] as string, probability));
    return result;
  }
}

function softmaxInPlace(logits: Float64Array): void {
  let max = -Infinity;
  for (const logit of logits) max = Math.max(max, logit);
  let sum = 0;
  for (let k = 0; k < logits.length; k++) {
    const exp = Math.exp((logits[k] as number) - max);
    logits[k] = exp;
    sum += exp;
  }
  for (let k = 0; k < logits.length; k++) logits[k] = (logits[k] as number) / sum;
}

/** A training run, a slice at a time. */
interface Training {
  readonly weights: Float64Array;
  /** Runs the next slice of the training (a share of one pass over the examples); false once it is trained. */
  advance(): boolean;
}

/** Examples a slice of the training goes through: a few milliseconds of work, so a request waits little behind one. */
const ROWS_PER_SLICE = 1_000;

/**
 * Softmax regression by Nesterov's accelerated gradient over the whole set: each row is a binary feature vector of unit
 * length, each example weighs by its entry's rarity (`balance`). Rows are packed (CSR) and the loops kept flat: the
 * training runs once per process, in slices of ROWS_PER_SLICE examples (a step is one pass over all of them).
 */
function trainer(rows: readonly number[][], labels: readonly number[], features: number, classes: number, training: ClassifierTraining): Training {
  const offsets = new Int32Array(rows.length + 1);
  rows.forEach((row, r) => (offsets[r + 1] = (offsets[r] as number) + row.length));
  const columns = Int32Array.from(rows.flat());
  const perEntry = new Float64Array(classes);
  for (const label of labels) perEntry[label] = (perEntry[label] as number) + 1;
  const rarity = labels.map((label) => (rows.length / classes / (perEntry[label] as number)) ** training.balance);
  const meanRarity = rarity.reduce((sum, value) => sum + value, 0) / rarity.length;
  const scale = Float64Array.from(rows, (row, r) => ((rarity[r] as number) / meanRarity / rows.length) / Math.sqrt(row.length));
  const size = features * classes;
  const weights = new Float64Array(size);
  const velocity = new Float64Array(size);
  const lookahead = new Float64Array(size);
  const gradient = new Float64Array(size);
  const scores = new Float64Array(classes);
  const { momentum, learningRate, l2 } = training;
  let done = 0;
  /** The next example of the step under way; -1 before a step starts. */
  let next = -1;
  const advance = (): boolean => {
    if (done >= training.steps) return false;
    if (next < 0) {
      for (let i = 0; i < size; i++) {
        const ahead = weights[i]! - momentum * velocity[i]!;
        lookahead[i] = ahead;
        gradient[i] = 2 * l2 * ahead;
      }
      next = 0;
    }
    const end = Math.min(rows.length, next + ROWS_PER_SLICE);
    for (let r = next; r < end; r++) {
      const from = offsets[r]!;
      const to = offsets[r + 1]!;
      const value = 1 / Math.sqrt(to - from);
      scores.fill(0);
      for (let c = from; c < to; c++) {
        const base = columns[c]! * classes;
        for (let k = 0; k < classes; k++) scores[k]! += lookahead[base + k]!;
      }
      let max = -Infinity;
      for (let k = 0; k < classes; k++) max = Math.max(max, scores[k]! * value);
      let sum = 0;
      for (let k = 0; k < classes; k++) {
        const exp = Math.exp(scores[k]! * value - max);
        scores[k] = exp;
        sum += exp;
      }
      const weight = scale[r]!;
      for (let k = 0; k < classes; k++) scores[k] = (scores[k]! / sum) * weight;
      const label = labels[r]!;
      scores[label]! -= weight;
      for (let c = from; c < to; c++) {
        const base = columns[c]! * classes;
        for (let k = 0; k < classes; k++) gradient[base + k]! += scores[k]!;
      }
    }
    next = end;
    if (next < rows.length) return true;
    for (let i = 0; i < size; i++) {
      const moved = momentum * velocity[i]! + learningRate * gradient[i]!;
      velocity[i] = moved;
      weights[i]! -= moved;
    }
    done++;
    next = -1;
    return done < training.steps;
  };
  return { weights, advance };
}
