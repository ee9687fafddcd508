/**
 * The passage of a hit that answers the query: the sentence (or list item, or table row) that carries most
 * of the query's terms, cut around the first of them. Table headers, separators, headings and code blocks
 * are never chosen: they name columns, they do not answer.
 */
import { editDistance } from "../text";
import type { QueryTerm } from "./query";
import { tokenize } from "./tokenize";

const DEFAULT_PASSAGE = 320;
/** A passage shorter than this takes the next sentence of its paragraph too. */
const SHORT_PASSAGE = 90;

export interface Unit {
  readonly text: string;
  /** Index of the paragraph, list item or row it came from: a short unit continues only inside it. */
  readonly block: number;
  /** The title a list of steps opens with ("Ordem de diagnóstico:"): it names every step, not the first one only. */
  readonly lead?: string;
  /** An item of a numbered list: a step of a flow, in the order the partner calls it. */
  readonly step?: true;
}

/** A legal reference's abbreviation ("Res. CCFGTS 1.130/2025", "art. 20-D") does not end its sentence. */
const SENTENCE_END = /(?<=[.!?])(?<!(?:^|[^\p{L}])(?:Res|Art|art|inc)\.)\s+(?=[A-ZÀ-Ú`"(\d])/u;

function sentences(text: string): string[] {
  return text.split(SENTENCE_END).filter((sentence) => sentence.trim() !== "");
}

/** Clauses of a sentence that is an inline list: four or more, separated by semicolons. */
const MIN_INLINE_STEPS = 4;

/**
 * A sentence written as a list of steps ("Leia a mensagem; confira o status…; confira o objeto de cálculo; …") is
 * one unit per step, as a numbered list would be: the step that answers is the card, not the whole sequence. The
 * semicolons inside parentheses do not separate steps.
 */
function inlineSteps(sentence: string): string[] {
  const steps: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < sentence.length; index++) {
    const char = sentence[index];
    if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === ";" && depth === 0) {
      // The semicolon stays: a step shown with the next one still reads as the sequence it is.
      steps.push(sentence.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  steps.push(sentence.slice(start).trim());
  return steps.length >= MIN_INLINE_STEPS ? steps.filter((step) => step !== "" && step !== ";") : [sentence];
}

/** A list of steps that opens with its title: a few words, a colon, then the first step. */
const LIST_LEAD = /^([^:;()`]{3,60}):\s+(\S.*)$/;

function cleanInline(text: string): string {
  return text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
}

function isTableSeparator(line: string): boolean {
  return /^\|?\s*:?-{3,}/.test(line);
}

/** The answerable units of a markdown section, in order. */
export function passageUnits(markdown: string): Unit[] {
  const lines = markdown.split("\n");
  const units: Unit[] = [];
  let inCode = false;
  let block = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    if (line.startsWith("```")) {
      inCode = !inCode;
      continue;
    }
    if (inCode || line === "" || line.startsWith("#") || isTableSeparator(line)) {
      block += 1;
      continue;
    }
    block += 1;
    if (line.startsWith("|")) {
      // A header row is the one right above the separator.
      if (isTableSeparator((lines[index + 1] ?? "").trim())) continue;
      const cells = line.replace(/^\||\|$/g, "").split(/(?<!\\)\|/).map((cell) => cleanInline(cell.replace(/\\\|/g, "|")));
      units.push({ text: cells.filter((cell) => cell !== "").join(" — "), block });
      continue;
    }
    const item = line.replace(/^(?:[-*]|\d+\.)\s+/, "");
    const numbered = /^\d+\.\s/.test(line) ? { step: true as const } : {};
    for (const sentence of sentences(cleanInline(item))) {
      const steps = inlineSteps(sentence);
      const lead = steps.length > 1 ? LIST_LEAD.exec(steps[0] ?? "") : null;
      if (lead === null) for (const step of steps) units.push({ text: step, block, ...numbered });
      else {
        const first = lead[2] ?? "";
        const rest = [`${first.charAt(0).toUpperCase()}${first.slice(1)}`, ...steps.slice(1)];
        for (const step of rest) units.push({ text: step, block, lead: lead[1] ?? "", ...numbered });
      }
    }
  }
  return units;
}

function matches(token: string, term: QueryTerm, fuzzy: boolean): boolean {
  if (token === term.token) return true;
  if (!fuzzy || term.token.length < 4) return false;
  return Math.abs(token.length - term.token.length) <= 2 && editDistance(token, term.token) <= (term.token.length >= 8 ? 2 : 1);
}

/** The terms of each unit, computed once per text: the documentation does not change while the server runs. */
const unitTerms = new Map<string, ReadonlySet<string>>();

function termsOfUnit(text: string): ReadonlySet<string> {
  let tokens = unitTerms.get(text);
  if (tokens === undefined) {
    tokens = new Set(tokenize(text));
    if (unitTerms.size < 50_000) unitTerms.set(text, tokens);
  }
  return tokens;
}

function unitScore(unit: Unit, terms: readonly QueryTerm[], isKnown: (token: string) => boolean): number {
  const tokens = termsOfUnit(unit.text);
  let score = 0;
  for (const term of terms) {
    const fuzzy = !isKnown(term.token);
    for (const token of tokens) {
      if (matches(token, term, fuzzy)) {
        score += term.weight;
        break;
      }
    }
  }
  return score;
}

/** Where the sentence of `text` that holds the most of the query's words (by weight) starts; -1 when none holds one. */
function bestSentenceStart(text: string, terms: readonly QueryTerm[]): number {
  let best = -1;
  let bestScore = 0;
  let offset = 0;
  for (const sentence of sentences(text)) {
    const start = text.indexOf(sentence, offset);
    offset = start + sentence.length;
    const tokens = termsOfUnit(sentence);
    const score = terms.reduce((sum, term) => sum + (tokens.has(term.token) ? term.weight : 0), 0);
    if (score > bestScore) {
      best = start;
      bestScore = score;
    }
  }
  return best;
}

/** Weight of the query's terms a text holds. */
function heldWeight(text: string, terms: readonly QueryTerm[]): number {
  const tokens = new Set(tokenize(text));
  return terms.reduce((sum, term) => sum + (tokens.has(term.token) ? term.weight : 0), 0);
}

/**
 * Where to open a sentence longer than the room: its start, unless a later clause (after a comma, semicolon or colon)
 * opens a window holding more of the query's words: a long sentence's last clause may be the one asked about.
 */
function clauseStart(text: string, sentence: number, terms: readonly QueryTerm[], length: number): number {
  const end = text.slice(sentence).search(SENTENCE_END);
  const stop = end < 0 ? text.length : sentence + end;
  if (stop - sentence <= length) return sentence;
  let best = sentence;
  let bestWeight = heldWeight(text.slice(sentence, sentence + length), terms);
  for (const match of text.slice(sentence, stop).matchAll(/[,;:]\s+/g)) {
    const at = sentence + (match.index ?? 0) + match[0].length;
    const weight = heldWeight(text.slice(at, at + length), terms);
    if (weight > bestWeight) {
      best = at;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Cuts a long passage around the number the query names, or else at the name of a list it asks about (listWindow), or
 * else at the sentence that holds most of its words (an endpoint's description is one passage of several sentences:
 * the one that answers may be the last), at word boundaries.
 */
function window(text: string, terms: readonly QueryTerm[], length = DEFAULT_PASSAGE, focus?: number, meanings?: ReadonlyMap<string, readonly string[]>): string {
  if (text.length <= length) return text;
  if (focus !== undefined) return cut(text, Math.max(0, Math.min(focus - 80, text.length - length)), -1, length);
  const wanted = new Set(terms.map((term) => term.token));
  // A number the question names ("a 50 dias") is the place it asks about; otherwise its first word found.
  const numbers = new Set([...wanted].filter((token) => /^\d+$/.test(token)));
  let anchor = -1;
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    if (numbers.has(match[0])) {
      anchor = match.index ?? 0;
      break;
    }
    if (anchor < 0 && tokenize(match[0]).some((token) => wanted.has(token))) anchor = match.index ?? 0;
    if (anchor >= 0 && numbers.size === 0) break;
  }
  const sentence = numbers.size === 0 ? bestSentenceStart(text, terms) : -1;
  // Only a word the partner typed as a word names a field whole (`history`); `id` of `client_id` does not.
  const typedWords = new Set(terms.filter((term) => term.weight === 2 && term.standsFor === undefined).map((term) => term.token));
  const listed = numbers.size === 0 ? listWindow(text, Math.max(sentence, 0), length, wanted, typedWords, meanings) : undefined;
  if (listed !== undefined) return listed;
  // A sentence is shown from its start (from the clause holding more of the query when it is longer than the room); a word, with some words before it.
  const opening = sentence >= 0 ? clauseStart(text, sentence, terms, length) : -1;
  const start = opening >= 0 ? Math.min(opening, text.length - length) : Math.max(0, Math.min(Math.max(anchor, 0) - 80, text.length - length));
  return cut(text, start, opening, length);
}

/**
 * A list of names longer than the window (a route's response fields) opens at the name the query asks about, after the
 * sentence's opening that says what the list is ("Resposta: A operação como GET /v1/CreditNote/{id} a devolve."); none
 * when the name asked about is already in the window.
 */
function listWindow(
  text: string,
  opening: number,
  length: number,
  wanted: ReadonlySet<string>,
  typedWords: ReadonlySet<string>,
  meanings?: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  const period = text.indexOf(". ", opening);
  const head = period > opening && period - opening < 160 ? text.slice(opening, period + 1) : "";
  const named = namedIdentifier(text, opening + head.length, wanted, typedWords, meanings);
  if (named <= opening + length - 60) return undefined;
  const rest = length - head.length;
  const tail = cut(text, Math.max(0, Math.min(named - 60, text.length - rest)), -1, rest);
  return head === "" ? tail : `${head} ${tail}`;
}

interface NameAt {
  readonly at: number;
  readonly name: string;
  readonly tokens: readonly string[];
}

/** The names of each text of the documentation and their terms, found once: a route's response lists a hundred. */
const namesOfText = new Map<string, readonly NameAt[]>();

/** A compound name (`cancelRequestedAt`) wherever it is; a plain word (`history`) only as an item of a list of names. */
function namesIn(text: string): readonly NameAt[] {
  let names = namesOfText.get(text);
  if (names === undefined) {
    names = [...text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)].flatMap((match) => {
      const name = match[0];
      const at = match.index ?? 0;
      const listed = text.slice(Math.max(0, at - 2), at) === ", " && /^(?:,|$)/.test(text.slice(at + name.length, at + name.length + 1));
      return /[a-z][A-Z]|_/.test(name) || listed ? [{ at, name, tokens: tokenize(name) }] : [];
    });
    if (namesOfText.size < 5_000) namesOfText.set(text, names);
  }
  return names;
}

/**
 * Where the name after `from` that the query asks about starts: the first one typed whole (`history`); else the one the
 * question names most, by its parts (`cancel` of `cancelRequestedAt`, two each) and by the words of its meaning
 * (`balanceInCents`, "saldo devedor após a parcela": one each); -1 when none.
 */
function namedIdentifier(
  text: string,
  from: number,
  wanted: ReadonlySet<string>,
  typedWords: ReadonlySet<string>,
  meanings?: ReadonlyMap<string, readonly string[]>,
): number {
  let best = -1;
  let bestScore = 1;
  for (const { at, name, tokens } of namesIn(text)) {
    if (at < from) continue;
    if (typedWords.has(tokens[0] ?? "")) return at;
    const parts = tokens.slice(1).filter((token) => wanted.has(token)).length;
    const meant = (meanings?.get(name) ?? []).filter((token) => wanted.has(token)).length;
    const score = 2 * parts + meant;
    if (score > bestScore) {
      best = at;
      bestScore = score;
    }
  }
  return best;
}

/** `length` characters of a text from `start` (from the next word, unless it is the sentence's start), marked where cut. */
function cut(text: string, start: number, sentence: number, length: number): string {
  const from = start === 0 || start === sentence ? start : text.indexOf(" ", start) + 1;
  const slice = text.slice(from, from + length);
  const end = from + length >= text.length ? slice : slice.slice(0, slice.lastIndexOf(" "));
  return `${from > 0 ? "…" : ""}${end}${from + end.length < text.length ? "…" : ""}`;
}

/**
 * The passages a section is indexed by: each paragraph, list item and table row (header and separator left
 * out) on its own, and each code block whole. Headings are the section's title, indexed apart.
 */
export function markdownPassages(markdown: string): string[] {
  const passages: string[] = [];
  const lines = markdown.split("\n");
  let code: string[] | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    if (line.startsWith("```")) {
      if (code === undefined) code = [];
      else {
        if (code.length > 0) passages.push(code.join("\n"));
        code = undefined;
      }
      continue;
    }
    if (code !== undefined) {
      code.push(line);
      continue;
    }
    if (line === "" || line.startsWith("#") || isTableSeparator(line)) continue;
    if (line.startsWith("|") && isTableSeparator((lines[index + 1] ?? "").trim())) continue;
    passages.push(line);
  }
  if (code !== undefined && code.length > 0) passages.push(code.join("\n"));
  return passages;
}

const unitsOfText = new Map<string, Unit[]>();

/** The passage of `markdown` that best answers `terms`; the first unit when none matches. */
export function bestPassage(markdown: string, terms: readonly QueryTerm[], isKnown: (token: string) => boolean = () => true): string {
  let units = unitsOfText.get(markdown);
  if (units === undefined) {
    units = passageUnits(markdown);
    if (unitsOfText.size < 5_000) unitsOfText.set(markdown, units);
  }
  if (units.length === 0) return "";
  let best = 0;
  let bestScore = -1;
  units.forEach((unit, index) => {
    const score = unitScore(unit, terms, isKnown);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const chosen = units[best] as Unit;
  const next = units[best + 1];
  const text = chosen.text.length < SHORT_PASSAGE && next !== undefined && next.block === chosen.block ? `${chosen.text} ${next.text}` : chosen.text;
  return window(text, terms);
}

/** A card as a snippet shows it. */
export interface SnippetCard {
  readonly answer: string;
  readonly continuation?: string;
  /** Where in the answer the question points (the interval holding the number it names): a long answer opens there. */
  readonly focus?: number;
  /** What the names the answer lists mean, as analyzed terms (a route's response fields): a question may ask by meaning. */
  readonly meanings?: ReadonlyMap<string, readonly string[]>;
}

/** How much a snippet may show: characters after its first card, and cards in all. */
export interface SnippetRoom {
  readonly budget: number;
  readonly cards: number;
  /** Characters of the best card shown around the query's words. */
  readonly firstCard: number;
}

/**
 * The first hit is the answer the reader takes: it shows up to eight of its cards in 1,600 characters, its best card in
 * up to 600 (a long rule's fact is often at its end); the other hits, alternatives, three in 500, so a reply of eight
 * hits stays within its size limit. Measured on the development part: five cards in 1,000 answered 463 of 518, eight in
 * 1,600 with 600 for the best card 465; where the right entry ranked second or third, its snippet at this room carried
 * the fact for 45 of 47 questions (43 at five in 1,000).
 */
export const FIRST_HIT_ROOM: SnippetRoom = { budget: 1600, cards: 8, firstCard: 600 };
export const OTHER_HIT_ROOM: SnippetRoom = { budget: 500, cards: 3, firstCard: DEFAULT_PASSAGE };

/**
 * The snippet of a hit: its best card's sentence first (with the next one when short), cut around the query's
 * words; then, while room is left, the entry's next best cards, so a fact stated in the sentence beside the one
 * that matched best still shows.
 */
export function answerSnippet(
  cards: readonly SnippetCard[],
  terms: readonly QueryTerm[],
  room: SnippetRoom = OTHER_HIT_ROOM,
): string {
  const parts: string[] = [];
  let used = 0;
  for (const card of cards.slice(0, room.cards)) {
    const text = card.answer.length < SHORT_PASSAGE && card.continuation !== undefined ? `${card.answer} ${card.continuation}` : card.answer;
    const part = window(text, terms, parts.length === 0 ? room.firstCard : DEFAULT_PASSAGE, card.focus, card.meanings);
    // A sentence already shown (the same rule in two cards, or a short card's continuation that the window opens on) is not shown twice.
    const opening = part.replace(/^…/, "").slice(0, 60);
    if (parts.some((previous) => previous.includes(card.answer.slice(0, 60)) || previous.includes(opening))) continue;
    if (parts.length > 0 && used + part.length > room.budget) break;
    parts.push(part);
    used += part.length + 3;
  }
  return parts.join(" … ");
}
