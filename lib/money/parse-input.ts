import { MAX_AMOUNT_CENTS } from "./limits";
import type { Cents } from "./types";

export type ParseReaisInputResult = { ok: true; cents: Cents } | { ok: false; reason: string };

/** pt-BR reasons, written for the operator who typed the value. */
export const REAIS_INPUT_REASONS = {
  empty: "Informe um valor.",
  negative: "O valor não pode ser negativo.",
  notANumber: "Digite apenas números, com ponto para milhar e vírgula para centavos (ex.: 1.234,56).",
  badGrouping: "Formato inválido: use ponto para milhar e vírgula para centavos (ex.: 1.234,56).",
  tooManyDecimals: "Informe no máximo 2 casas decimais (centavos), separadas por vírgula (ex.: 1.234,56).",
  tooLarge: "Valor acima do máximo aceito.",
} as const;

const CURRENCY_PREFIX = /^R\$\s*/i;
const NEGATIVE_SIGN = /^[-\u2212]/; // hyphen-minus and the Unicode minus some keyboards and Intl produce
/** Whole part as plain digits ("1234") or grouped by thousands ("1.234", "12.345.678"), then ",dd". */
const PT_BR_AMOUNT = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d+))?$/;
const ONLY_NUMBER_CHARACTERS = /^[\d.,]+$/;

/**
 * Parses what an operator typed in a pt-BR money field into cents, exactly (text → integer, no float).
 * Accepts "1.234,56", "1234,56", "R$ 1.234,56" (any space, including Intl's no-break space), "0,29",
 * "1.234" (thousands) and "10". Refuses empty, negative, letters, "1,234" and "12,345" (three decimals:
 * probably a thousands separator typed the en-US way, so we do not guess) and misplaced dots ("1.23").
 */
export function parseReaisInput(input: string): ParseReaisInputResult {
  let text = input.trim();
  if (NEGATIVE_SIGN.test(text)) return refuse("negative");
  text = text.replace(CURRENCY_PREFIX, "");
  if (text === "") return refuse("empty");
  if (NEGATIVE_SIGN.test(text)) return refuse("negative");

  const match = PT_BR_AMOUNT.exec(text);
  if (!match) return refuse(ONLY_NUMBER_CHARACTERS.test(text) ? "badGrouping" : "notANumber");
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2) return refuse("tooManyDecimals");

  const digits = `${whole.replaceAll(".", "")}${fraction.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  // Compare as text first: a long run of digits must not reach Number() and lose precision.
  if (digits.length > String(MAX_AMOUNT_CENTS).length || Number(digits) > MAX_AMOUNT_CENTS) {
    return refuse("tooLarge");
  }
  return { ok: true, cents: Number(digits) as Cents };
}

function refuse(reason: keyof typeof REAIS_INPUT_REASONS): ParseReaisInputResult {
  return { ok: false, reason: REAIS_INPUT_REASONS[reason] };
}
