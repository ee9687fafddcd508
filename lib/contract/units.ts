/**
 * Units and formats of the contract (spec, "Conventions"). Each schema carries an `id` so the OpenAPI
 * document shares it under `components.schemas`, and a pt-BR message stating the expected unit or format.
 */
import { z } from "zod";
import { cents, isReais, MAX_AMOUNT_CENTS, reais } from "@/lib/money";
import { ALPHANUMERIC_CNPJ_RULE } from "./api-rules";
import { expecting, oneOfMessage } from "./messages";
import { isValidCnpj, isValidCpf } from "./tax-ids";

/**
 * Characters no text of the contract accepts: C0 controls other than tab, line feed and carriage return (NUL
 * above all: PostgreSQL refuses it), DEL, C1 controls, and UTF-16 halves without their pair (text that is not
 * valid Unicode). Every string of every request schema starts from contractString, so each field inherits
 * the rule (lib/contract/request-strings.test.ts walks the route registry to keep it so).
 */
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

export const forbiddenCharacterMessage = "sem caracteres de controle (como NUL) nem texto Unicode inválido";

/** The contract's string: refuses control characters first (then the field's own rules), naming what was expected. */
export function contractString(expectation: string) {
  return z
    .string({ error: expecting(expectation) })
    .refine((text) => !hasForbiddenCharacter(text), { error: `${expectation}, ${forbiddenCharacterMessage}`, abort: true });
}

export const centsExpectation = "informe um inteiro não negativo em centavos (ex.: 150000 = R$ 1.500,00)";

/** Integer cents: `requestedAmount` and every `...InCents` field. Bounded by what lib/money handles exactly. */
export const centsSchema = z
  .number({ error: expecting(centsExpectation) })
  .int({ error: centsExpectation, abort: true })
  .min(0, { error: centsExpectation })
  .max(MAX_AMOUNT_CENTS, { error: `${centsExpectation}; no máximo ${MAX_AMOUNT_CENTS}` })
  .meta({ examples: [150000] })
  .transform((value) => cents(value))
  .meta({ id: "Cents", description: "Valor monetário em centavos (inteiro ≥ 0). 150000 = R$ 1.500,00." });

/**
 * Signed integer cents, for responses only: an installment's amortization is negative when the period's
 * interest exceeds the installment (a long first period), the unpaid interest then joining the balance.
 */
export const signedCentsSchema = z
  .number()
  .int()
  .min(-MAX_AMOUNT_CENTS)
  .max(MAX_AMOUNT_CENTS)
  .transform((value) => cents(value))
  .meta({ id: "SignedCents", description: "Valor em centavos, inteiro, podendo ser negativo (ex.: amortização negativa)." });

export const reaisExpectation =
  "informe um valor decimal em reais, não negativo, com no máximo 2 casas decimais (ex.: 1500.5 = R$ 1.500,50), não em centavos";

/** Decimal reais: `totalValue` and `registry_OriginalMargin` only. Two decimals at most, judged by lib/money. */
export const reaisSchema = z
  .number({ error: expecting(reaisExpectation) })
  .min(0, { error: reaisExpectation, abort: true })
  .max(MAX_AMOUNT_CENTS / 100, { error: reaisExpectation, abort: true })
  .refine(isReais, { error: reaisExpectation })
  .meta({ examples: [1500.5] })
  .transform((value) => reais(value))
  .meta({
    id: "Reais",
    description: "Valor monetário decimal em reais (≥ 0, até 2 casas decimais), não em centavos. 1500.5 = R$ 1.500,50.",
  });

export const monthlyRateExpectation = "informe a taxa mensal em percentual, maior que zero (ex.: 1.8 = 1,8% ao mês)";

/** Monthly interest rate in percent, greater than zero (`apr`, `interestRate`). */
export const monthlyRateSchema = z
  .number({ error: expecting(monthlyRateExpectation) })
  .gt(0, { error: monthlyRateExpectation })
  .meta({ id: "MonthlyRate", description: "Taxa mensal em percentual, maior que zero. 1.8 = 1,8% a.m.", examples: [1.8] });

export const percentageExpectation = "informe um percentual não negativo (número, ex.: 1.8 = 1,8%)";

/** A rate or share in percent, ≥ 0, no upper bound (yearly rates and CET may pass 100%). */
export const percentageSchema = z
  .number({ error: expecting(percentageExpectation) })
  .min(0, { error: percentageExpectation })
  .meta({ id: "Percentage", description: "Percentual (≥ 0). 1.8 = 1,8%.", examples: [1.8] });

export const shareExpectation = "informe um percentual entre 0 e 100 (ex.: 40 = 40%)";

/** A share of something in percent, 0 to 100. */
export const shareSchema = z
  .number({ error: expecting(shareExpectation) })
  .min(0, { error: shareExpectation })
  .max(100, { error: shareExpectation })
  .meta({ id: "Share", description: "Parcela em percentual, de 0 a 100. 40 = 40%.", examples: [40] });

export const competenceExpectation =
  "use o primeiro dia do mês, YYYY-MM-01 (ex.: 2026-05-01); YYYY-MM sozinho e outros dias são recusados";

/** Payroll competence: the first day of the month. */
export const competenceSchema = contractString(competenceExpectation)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, { error: competenceExpectation })
  .meta({ id: "Competence", description: "Competência: primeiro dia do mês, YYYY-MM-01.", examples: ["2026-05-01"] });

export const utcDateTimeExpectation =
  "informe data e hora UTC no formato YYYY-MM-DDTHH:MM:SSZ, sem milissegundos nem fuso, com data de calendário válida (ex.: 2026-05-01T00:00:00Z)";

/** UTC date-time, exactly `YYYY-MM-DDTHH:MM:SSZ`; zod's ISO check also refuses impossible calendar dates. */
export const utcDateTimeSchema = z.iso
  .datetime({ precision: 0, offset: false, local: false, error: expecting(utcDateTimeExpectation) })
  .meta({
    id: "UtcDateTime",
    description: "Data e hora UTC, formato exato YYYY-MM-DDTHH:MM:SSZ.",
    examples: ["2026-05-01T00:00:00Z"],
  });

export const civilDateExpectation =
  "informe uma data no formato YYYY-MM-DD, com data de calendário válida (ex.: 2026-05-01)";

/** Civil date without time, `YYYY-MM-DD`, real calendar date. */
export const civilDateSchema = z.iso
  .date({ error: expecting(civilDateExpectation) })
  .meta({ id: "CivilDate", description: "Data civil, formato YYYY-MM-DD.", examples: ["2026-05-01"] });

export const uuidExpectation = "informe um UUID (ex.: 3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f)";

export const uuidSchema = z
  .uuid({ error: expecting(uuidExpectation) })
  .meta({ id: "Uuid", description: "Identificador UUID.", examples: ["3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f"] });

const sha256Expectation = "informe o SHA-256 em 64 dígitos hexadecimais minúsculos";

/** SHA-256 digest of a document's content, hex (the ETag of `GET /v1/File/{id}`). */
export const sha256Schema = contractString(sha256Expectation)
  .regex(/^[0-9a-f]{64}$/, { error: sha256Expectation })
  .meta({
    id: "Sha256",
    description: "SHA-256 do conteúdo, 64 dígitos hexadecimais minúsculos.",
    examples: ["9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
  });

export const cpfExpectation = "informe o CPF com 11 dígitos, só números, sem pontos nem traço (ex.: 52998224725)";
export const cpfCheckDigitMessage = "CPF inválido: os dígitos verificadores não conferem; informe um CPF válido com 11 dígitos";

export const cpfSchema = contractString(cpfExpectation)
  .regex(/^\d{11}$/, { error: cpfExpectation, abort: true })
  .refine(isValidCpf, { error: cpfCheckDigitMessage })
  .meta({ id: "Cpf", description: "CPF: 11 dígitos, só números, dígitos verificadores válidos.", examples: ["52998224725"] });

export const cnpjExpectation =
  "informe o CNPJ com 14 caracteres, sem pontos, barra nem traço: só dígitos (ex.: 11222333000181) ou, no formato alfanumérico da IN RFB 2.229/2024, 12 letras maiúsculas ou dígitos e 2 dígitos verificadores (ex.: 12ABC34501DE35)";
export const cnpjCheckDigitMessage =
  "CNPJ inválido: os dígitos verificadores não conferem; informe um CNPJ válido com 14 caracteres";

/** CNPJ without a mask: 14 digits, or the alphanumeric CNPJ issued since July 2026 (numeric check digits). */
export const cnpjSchema = contractString(cnpjExpectation)
  .regex(/^[0-9A-Z]{12}\d{2}$/, { error: cnpjExpectation, abort: true })
  .refine(isValidCnpj, { error: cnpjCheckDigitMessage })
  .meta({
    id: "Cnpj",
    description: ALPHANUMERIC_CNPJ_RULE,
    examples: ["11222333000181", "12ABC34501DE35"],
  });

export const integerIdExpectation = "informe um identificador inteiro positivo (ex.: 123456), não um UUID nem texto";
/** The largest integer id: the API's identifiers are 32-bit (a larger number names nothing it issued). */
const MAX_INTEGER_ID = 2_147_483_647;

/** Integer identifiers (`offerRequestId`, `registryOfferCTPSRequestId`). */
export const integerIdSchema = z
  .number({ error: expecting(integerIdExpectation) })
  .int({ error: integerIdExpectation, abort: true })
  .min(1, { error: integerIdExpectation })
  .max(MAX_INTEGER_ID, { error: "identificador inteiro acima de 2.147.483.647: nenhum identificador emitido pela API passa disso" })
  .meta({ id: "IntegerId", description: "Identificador inteiro positivo.", examples: [123456] });

/** A positive count (installments, terms in months). */
export function positiveIntegerSchema(expectation: string) {
  return z
    .number({ error: expecting(expectation) })
    .int({ error: expectation, abort: true })
    .min(1, { error: expectation });
}

/** Free text with a length range; the expectation names what the text is. */
export function textSchema(what: string, options: { min?: number; max: number }) {
  const min = options.min ?? 1;
  const expectation = `informe ${what}: texto de ${min} a ${options.max} caracteres`;
  return contractString(expectation)
    .trim()
    .min(min, { error: expectation })
    .max(options.max, { error: expectation });
}

/** A boolean field of a JSON body. */
export function booleanSchema(meaning: string) {
  return z.boolean({ error: expecting(`informe true ou false (${meaning})`) });
}

const booleanQueryValues = ["true", "false"] as const;

/** A boolean query-string parameter: the text `true` or `false`, read as a boolean. */
export function booleanQuerySchema(meaning: string) {
  return z
    .enum(booleanQueryValues, { error: expecting(`${oneOfMessage(booleanQueryValues)} (${meaning})`) })
    .transform((value) => value === "true");
}
