/**
 * The calculation object (`amortization`): Price/SAC model (private payroll loan) and FGTS model. The same
 * object goes into the simulation and the operation. `amortizationType` is compared case-insensitively and
 * normalised to lower case; fields of other models are refused by name (spec, "Do not send" lists).
 */
import { z } from "zod";
import { firstPeriodWholeMonthsRule } from "@/lib/finance/day-count";
import { FGTS_DAY_COUNT_RULE, FGTS_LIMITS_RULE, REQUESTED_AMOUNT_RULE } from "./api-rules";
import { calculateByValueSchema, calculationTypeSchema, paymentMonthSchema } from "./enums";
import { expecting, listOfValues } from "./messages";
import { forbiddenField, propertyOf, requestObject } from "./objects";
import { booleanSchema, centsSchema, monthlyRateSchema, positiveIntegerSchema, utcDateTimeSchema } from "./units";

export type CalculationModel = "price/sac" | "fgts";

const legacyTypeMessage =
  "o valor legado consignado não é mais aceito em amortizationType: use price ou sac (consignado privado, conforme o produto) ou fgts";

/** Message for a wrong `amortizationType` when the object's model is already known. */
function amortizationTypeError(accepted: readonly string[]) {
  const expectation = `informe amortizationType ${listOfValues(accepted)} (maiúsculas ou minúsculas)`;
  return (issue: { readonly input?: unknown }) => {
    if (issue.input === "consignado") return legacyTypeMessage;
    return expecting(expectation)(issue);
  };
}

const paymentPeriodicityMessage = 'a periodicidade é sempre mensal: envie paymentPeriodicity = { "every": 1, "periodicity": "Monthly" }';

export const paymentPeriodicitySchema = requestObject(
  {
    every: z.literal(1, { error: paymentPeriodicityMessage }),
    periodicity: z.literal("Monthly", { error: paymentPeriodicityMessage }),
  },
  "paymentPeriodicity",
).meta({ id: "PaymentPeriodicity", description: 'Sempre { "every": 1, "periodicity": "Monthly" }; outro valor é recusado.' });

const centsNote = "Centavos (não tem o sufixo InCents, mas é centavos): 150000 = R$ 1.500,00.";
const requestedAmount = centsSchema.describe(`${centsNote} ${REQUESTED_AMOUNT_RULE}`);
const fgtsRequestedAmount = centsSchema.describe(`Valor contratado. ${centsNote} ${FGTS_LIMITS_RULE}`);
const apr = monthlyRateSchema.describe("Taxa de juros mensal em %, maior que zero e dentro da faixa do produto.");
const includePaymentFixedCosts = booleanSchema("true embute os custos fixos na parcela")
  .optional()
  .describe("true embute os custos fixos na parcela.");

/** Fields a Price/SAC object may carry. */
export const priceSacAcceptedShape = {
  amortizationType: z
    .enum(["price", "sac"], { error: amortizationTypeError(["price", "sac"]) })
    .describe("Modelo de cálculo do produto: price ou sac (comparado sem diferenciar maiúsculas)."),
  requestedAmount,
  apr,
  numberOfPayments: positiveIntegerSchema(
    "informe o número de parcelas, inteiro ≥ 1, dentro da faixa de prazo do produto",
  ).describe("Número de parcelas, dentro da faixa de prazo do produto."),
  firstPaymentDate: utcDateTimeSchema.describe(
    "Data da primeira parcela (UTC): use o resultado de FirstPaymentDate; não calcule.",
  ),
  calculationType: calculationTypeSchema.describe(
    `Critério de contagem de dias: siga o do produto. Diferente de amortizationType. ${firstPeriodWholeMonthsRule()}`,
  ),
  paymentPeriodicity: paymentPeriodicitySchema,
  startDate: utcDateTimeSchema
    .optional()
    .describe("Data-base do cálculo (UTC). Opcional, mas envie: omitida, é o dia da simulação em Brasília à meia-noite UTC, o mesmo início das ofertas."),
  calculateByValueType: calculateByValueSchema.optional().describe(REQUESTED_AMOUNT_RULE),
  financeTaxExempted: booleanSchema("true: o IOF não é financiado").optional().describe("true: o IOF não é financiado."),
  numberOfInterestPayments: z
    .number({ error: expecting("informe um inteiro ≥ 0 de parcelas só de juros antes da amortização") })
    .int({ error: "informe um inteiro ≥ 0 de parcelas só de juros antes da amortização", abort: true })
    .min(0, { error: "informe um inteiro ≥ 0 de parcelas só de juros antes da amortização" })
    .optional()
    .describe("Parcelas só de juros antes da amortização (inteiro ≥ 0)."),
  dueDateOnBusinessDays: booleanSchema("true desloca vencimentos em dias não úteis")
    .optional()
    .describe("true desloca vencimentos que caem em dia não útil."),
  includePaymentFixedCosts,
};

/** Fields an FGTS object may carry. */
export const fgtsAcceptedShape = {
  amortizationType: z
    .literal("fgts", { error: amortizationTypeError(["fgts"]) })
    .describe("Modelo de cálculo: fgts (comparado sem diferenciar maiúsculas)."),
  requestedAmount: fgtsRequestedAmount,
  termInMonths: positiveIntegerSchema(
    "informe o prazo em meses, inteiro ≥ 1, dentro da faixa do produto (corresponde aos saques-aniversário antecipados)",
  ).describe(`Prazo em meses, correspondente aos saques-aniversário antecipados; dentro da faixa do produto. ${FGTS_LIMITS_RULE}`),
  apr,
  startDate: utcDateTimeSchema.describe("Data-base do cálculo (UTC)."),
  paymentMonth: paymentMonthSchema
    .optional()
    .describe("Mês do saque-aniversário do titular. Opcional, mas envie: sem ele o cronograma não se ancora no mês certo."),
  includePaymentFixedCosts,
};

/** The spec's "Do not send" lists. */
const priceSacForbiddenKeys = [
  "paymentDay",
  "absAmortizationInMonths",
  "absInterestInMonths",
  "daysInYear",
  "periodicity",
  "termInMonths",
  "paymentMonth",
  "indexer",
  "indexerValue",
  "fiduciaryGuarantee",
] as const;

const fgtsForbiddenKeys = [
  "paymentDay",
  "absAmortizationInMonths",
  "absInterestInMonths",
  "daysInYear",
  "periodicity",
  "paymentPeriodicity",
  "firstPaymentDate",
  "numberOfPayments",
  "calculationType",
  "calculateByValueType",
  "indexer",
  "indexerValue",
  "firstPaymentInterest",
  "fiduciaryGuarantee",
  "financeTaxExempted",
] as const;

/** Where a refused field really belongs, told to the partner so the wrong object is recognisable. */
function foreignFieldMessage(field: string, model: CalculationModel): string {
  if (model === "price/sac") {
    return field in fgtsAcceptedShape
      ? `${field} pertence ao modelo FGTS; não envie no modelo price/sac`
      : `${field} pertence a outro modelo de cálculo, não usado no consignado privado; não envie no modelo price/sac`;
  }
  return field in priceSacAcceptedShape
    ? `${field} pertence ao modelo price/sac (consignado privado); não envie no modelo FGTS`
    : `${field} pertence a outro modelo de cálculo, provavelmente ao modelo price/sac (consignado privado); não envie no modelo FGTS`;
}

function forbiddenShape<const K extends string>(keys: readonly K[], model: CalculationModel) {
  return Object.fromEntries(keys.map((key) => [key, forbiddenField(foreignFieldMessage(key, model))])) as Record<
    K,
    ReturnType<typeof forbiddenField>
  >;
}

const priceSacObject = requestObject(
  { ...priceSacAcceptedShape, ...forbiddenShape(priceSacForbiddenKeys, "price/sac") },
  "objeto de cálculo price/sac",
).meta({ id: "PriceSacAmortization", description: "Objeto de cálculo do consignado privado (modelos price e sac)." });

const fgtsObject = requestObject(
  { ...fgtsAcceptedShape, ...forbiddenShape(fgtsForbiddenKeys, "fgts") },
  "objeto de cálculo FGTS",
).meta({ id: "FgtsAmortization", description: `Objeto de cálculo da antecipação do saque-aniversário FGTS. ${FGTS_DAY_COUNT_RULE}` });

/** Lower-cases `amortizationType` so that `PRICE`, `Sac` and `FGTS` reach the literal schemas. */
function lowercaseAmortizationType(value: unknown): unknown {
  const type = propertyOf(value, "amortizationType");
  if (typeof type !== "string" || typeof value !== "object" || value === null) return value;
  return { ...value, amortizationType: type.toLowerCase() };
}

function caseInsensitiveType<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T>) => lowercaseAmortizationType(value), schema);
}

/** The Price/SAC object alone (when the product is known to be price or sac). */
export const priceSacAmortizationSchema = caseInsensitiveType(priceSacObject);
/** The FGTS object alone. */
export const fgtsAmortizationSchema = caseInsensitiveType(fgtsObject);

const unknownModelMessage =
  "informe amortizationType price ou sac (consignado privado) ou fgts (FGTS), sem diferenciar maiúsculas";

/** Either model, chosen by `amortizationType`; the field lists of the two models never mix. */
export const amortizationSchema = caseInsensitiveType(
  z
    .discriminatedUnion("amortizationType", [priceSacObject, fgtsObject], {
      error: (issue) => {
        if (issue.code !== "invalid_union") {
          return expecting("informe o objeto de cálculo (amortization) com amortizationType price, sac ou fgts")(issue);
        }
        const type = propertyOf(issue.input, "amortizationType");
        if (type === undefined) return `campo obrigatório: ${unknownModelMessage}`;
        return type === "consignado" ? legacyTypeMessage : unknownModelMessage;
      },
    })
    .meta({
      id: "Amortization",
      description:
        "Objeto de cálculo: modelo price/sac (consignado privado) ou fgts, escolhido por amortizationType. Campos de outro modelo são recusados.",
      // OpenAPI's discriminator lets generated clients pick the model; the ids are the two objects' components.
      discriminator: {
        propertyName: "amortizationType",
        mapping: {
          price: "#/components/schemas/PriceSacAmortization",
          sac: "#/components/schemas/PriceSacAmortization",
          fgts: "#/components/schemas/FgtsAmortization",
        },
      },
    }),
);

export type PriceSacAmortization = z.output<typeof priceSacAmortizationSchema>;
export type FgtsAmortization = z.output<typeof fgtsAmortizationSchema>;
export type Amortization = z.output<typeof amortizationSchema>;
export type AmortizationInput = z.input<typeof amortizationSchema>;

/** The model an `amortizationType` value selects, case-insensitively; `undefined` for anything else. */
export function calculationModelOf(amortizationType: unknown): CalculationModel | undefined {
  if (typeof amortizationType !== "string") return undefined;
  const type = amortizationType.toLowerCase();
  if (type === "price" || type === "sac") return "price/sac";
  return type === "fgts" ? "fgts" : undefined;
}

/** The schema of the model an `amortizationType` value selects, or `undefined` when it selects none. */
export function amortizationSchemaFor(amortizationType: unknown) {
  const model = calculationModelOf(amortizationType);
  if (model === undefined) return undefined;
  return model === "fgts" ? fgtsAmortizationSchema : priceSacAmortizationSchema;
}

export interface ForeignModelField {
  /** JSON path of the field, e.g. `amortization.termInMonths`. */
  readonly field: string;
  /** The model the payload declares, whose "Do not send" list names the field. */
  readonly declaredModel: CalculationModel;
  readonly message: string;
}

const forbiddenKeysByModel: Readonly<Record<CalculationModel, readonly string[]>> = {
  "price/sac": priceSacForbiddenKeys,
  fgts: fgtsForbiddenKeys,
};

/**
 * Fields of `payload` that belong to another calculation model than the one its `amortizationType`
 * declares. Accepts the calculation object itself or a body that carries it under `amortization`
 * (creation, simulation). Used by the documentation server's `docs_montar_requisicao`.
 */
export function findForeignModelFields(payload: unknown): ForeignModelField[] {
  const nested = propertyOf(payload, "amortization");
  const [calculation, prefix] = nested === undefined ? [payload, ""] : [nested, "amortization."];
  const model = calculationModelOf(propertyOf(calculation, "amortizationType"));
  if (model === undefined || typeof calculation !== "object" || calculation === null) return [];
  return forbiddenKeysByModel[model]
    .filter((key) => key in calculation)
    .map((key) => ({ field: `${prefix}${key}`, declaredModel: model, message: foreignFieldMessage(key, model) }));
}
