/** Money: integer cents and decimal reais as distinct types. Form schemas live in "./zod". */
export type { Cents, Reais } from "./types";
export { MoneyError, type MoneyErrorCode } from "./money-error";
export { MAX_AMOUNT_CENTS } from "./limits";
export { cents, isCents } from "./cents";
export { centsToReais, isReais, reais, reaisToCents } from "./convert";
export { addCents, multiplyCentsByRate, subtractCents, sumCents } from "./arithmetic";
export { parseReaisInput, REAIS_INPUT_REASONS, type ParseReaisInputResult } from "./parse-input";
export { formatCents, formatReais, normalizeSpaces } from "./format";
export { maskReaisInput } from "./mask-input";
export { centsToDecimalString } from "./decimal-string";
export { centsTypedAsReais, type PlausibleRange } from "./wrong-unit";
