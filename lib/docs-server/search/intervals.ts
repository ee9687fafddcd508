/**
 * Numbers in questions and intervals in the guides (issue 26): "saldo de 8 mil", "120 parcelas", "2% ao mês" against
 * "de R$ 5.000,01 a R$ 10.000,00", "6 a 96 parcelas", "1,29% a 1,80% a.m.". The ranking prefers the row whose interval
 * holds the number (or states bounds in its unit); the snippet opens on that interval.
 */

/**
 * A number as the guides and partners write it: "1.000,01", "1,60", "8000", "1.8" (a decimal point without a comma),
 * and in English, commas grouping thousands ("R$ 3,500", "1,500.50"): three digits after each comma are never cents.
 */
function parseNumber(text: string): number {
  const plain = text.replace(/[.,]+$/, "");
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(plain)) return Number(plain.replace(/,/g, ""));
  if (plain.includes(",") || /^\d{1,3}(?:\.\d{3})+$/.test(plain)) return Number(plain.replace(/\./g, "").replace(",", "."));
  return Number(plain);
}

/** HTTP statuses a question names are answers of the API, not amounts ("deu 400 com taxa fora da faixa"). */
const HTTP_STATUS = /^[1-5]\d\d$/;

const NUMBER = /\d[\d.]*(?:,\d+)*(?:\.\d+)?/g;

/** What a number counts: money, a rate, installments or months, days. */
export type NumberUnit = "reais" | "percent" | "parcelas" | "dias";

/** The unit written right after a number ("120 parcelas", "2% ao mês", "8 mil") or right before it ("R$ 600"). */
function unitAround(before: string, after: string): NumberUnit | undefined {
  if (/R\$\s*$/.test(before) || /^\s*(?:mil\b|reais\b|k\b)/i.test(after)) return "reais";
  if (/^\s*%/.test(after)) return "percent";
  if (/^\s*(?:parcelas?|parcleas|meses|m[eê]s|installments?|months?|payments)\b/i.test(after)) return "parcelas";
  if (/^\s*(?:dias?|days?)\b/i.test(after)) return "dias";
  return undefined;
}

export interface QuestionNumber {
  readonly value: number;
  readonly unit?: NumberUnit;
}

/** The amounts, counts and rates a question names ("saldo de 8 mil", "R$ 600", "120 parcelas", "1,8%"); not CPFs, ids or HTTP statuses. */
export function questionNumbers(query: string): QuestionNumber[] {
  const numbers: QuestionNumber[] = [];
  for (const match of query.matchAll(NUMBER)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const digits = match[0].replace(/\D/g, "");
    const unit = unitAround(query.slice(Math.max(0, start - 4), start), query.slice(end, end + 14));
    // "deu 409" is a status and "1º período" an ordinal; "120 parcelas" and "R$ 500" are amounts.
    if (digits.length > 8 || (HTTP_STATUS.test(match[0]) && unit === undefined) || /^[ºª°]/.test(query.slice(end, end + 1))) continue;
    const value = parseNumber(match[0]) * (/^\s*mil\b/i.test(query.slice(end, end + 5)) ? 1000 : 1);
    if (Number.isFinite(value)) numbers.push({ value, ...(unit !== undefined && { unit }) });
  }
  return numbers;
}

const RANGE_BETWEEN = /(?:de|entre)?\s*(?:R\$\s*)?(\d[\d.]*(?:,\d+)?)%?\s+(?:a|e)\s+(?:R\$\s*)?(\d[\d.]*(?:,\d+)?)/g;
const RANGE_UP_TO = /\bat[ée]\s+(?:R\$\s*)?(\d[\d.]*(?:,\d+)?)/g;
const RANGE_ABOVE = /\bacima de\s+(?:R\$\s*)?(\d[\d.]*(?:,\d+)?)/g;

export interface StatedInterval {
  readonly low: number;
  readonly high: number;
  readonly unit?: NumberUnit;
  /** Where the interval is written in the sentence (code spans count as written). */
  readonly at: number;
}

/** The intervals a sentence states ("de R$ 5.000,01 a R$ 10.000,00", "6 a 96 parcelas", "até R$ 500,00", "acima de R$ 20.000,00"), with their unit. */
export function statedIntervals(answer: string): StatedInterval[] {
  // Code spans are blanked to their length, so an interval's position is its position in the sentence.
  const text = answer.replace(/`[^`]*`/g, (span) => " ".repeat(span.length));
  const intervals: StatedInterval[] = [];
  const add = (low: number, high: number, match: RegExpMatchArray) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const unit = match[0].includes("R$") ? "reais" : match[0].includes("%") ? "percent" : unitAround("", text.slice(end, end + 14));
    intervals.push({ low, high, ...(unit !== undefined && { unit }), at: start });
  };
  for (const match of text.matchAll(RANGE_BETWEEN)) {
    const low = parseNumber(match[1] ?? "");
    const high = parseNumber(match[2] ?? "");
    if (low < high) add(low, high, match);
  }
  for (const match of text.matchAll(RANGE_UP_TO)) add(0, parseNumber(match[1] ?? ""), match);
  for (const match of text.matchAll(RANGE_ABOVE)) add(parseNumber(match[1] ?? ""), Number.POSITIVE_INFINITY, match);
  return intervals;
}

/**
 * How a sentence's intervals meet the numbers a question names: one holds a number ("saldo de 8 mil" in "de R$ 5.000,01
 * a R$ 10.000,00"), or one is in a number's unit without holding it ("120 parcelas" against "6 a 96 parcelas": the
 * bounds are the answer), or neither.
 */
export function numbersAgainst(numbers: readonly QuestionNumber[], intervals: readonly StatedInterval[]): "holds" | "same-unit" | undefined {
  const compatible = (unit: NumberUnit | undefined, interval: StatedInterval) => unit === undefined || interval.unit === undefined || unit === interval.unit;
  if (numbers.some(({ value, unit }) => intervals.some((interval) => value >= interval.low && value <= interval.high && compatible(unit, interval)))) return "holds";
  if (numbers.some(({ unit }) => unit !== undefined && intervals.some((interval) => interval.unit === unit))) return "same-unit";
  return undefined;
}
