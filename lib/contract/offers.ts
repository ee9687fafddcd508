/**
 * Simulation path A (private payroll loan): `POST /v1/Amortization/RegistryEmployeeOffers`. By default the
 * simulation uses the whole free margin; below it, send `calculateByValue` Gross/Liquid with
 * `requestedValue`, or Payment with `rangePaymentAmounts`. Only Price products are listed.
 */
import { z } from "zod";
import { DEFAULT_RATE_RULE, OFFER_INSTALLMENT_RULE, OFFER_REPRODUCTION_RULE } from "./api-rules";
import { calculateByValueSchema, rateModeSchema } from "./enums";
import { addFieldIssue, evenWithOtherIssues, listSchema, propertyOf, requestObject, isSent } from "./objects";
import {
  centsExpectation,
  centsSchema,
  cnpjSchema,
  cpfSchema,
  integerIdSchema,
  monthlyRateSchema,
  percentageSchema,
  positiveIntegerSchema,
  textSchema,
  utcDateTimeSchema,
  uuidSchema,
} from "./units";

export const offersRequestShape = {
  registrationNumber: cpfSchema.describe("CPF do trabalhador, só dígitos."),
  employerRegistrationNumber: cnpjSchema
    .optional()
    .describe("CNPJ do empregador vindo da consulta de margem. Opcional, mas envie: sem ele o vínculo a usar é desconhecido."),
  employeeCode: textSchema("a matrícula do trabalhador no empregador", { max: 50 })
    .optional()
    .describe("Matrícula do trabalhador no empregador. Opcional, mas envie."),
  productIds: listSchema(uuidSchema, "UUIDs de produto", { min: 1 })
    .optional()
    .describe("Restringe a estes produtos; omitido = todos os produtos habilitados."),
  productCategory: textSchema("a categoria de produto", { max: 100 }).optional().describe("Restringe pela categoria de produto."),
  calculateByValue: calculateByValueSchema
    .optional()
    .describe("Gross (bruto) ou Liquid (liberado) com requestedValue; Payment (parcela) com rangePaymentAmounts. Omitido = margem total."),
  requestedValue: centsSchema
    .optional()
    .describe("Valor pedido em centavos. Obrigatório quando calculateByValue é Gross ou Liquid."),
  rangePaymentAmounts: listSchema(centsSchema, "valores de parcela em centavos ([máximo] ou [mínimo, máximo])", { min: 1, max: 2 })
    .optional()
    .describe("Faixa de valor de parcela em centavos: [máximo] ou [mínimo, máximo] em ordem crescente. Use com calculateByValue Payment."),
  rangeNumberOfPayments: listSchema(positiveIntegerSchema("informe cada prazo como número inteiro de parcelas ≥ 1"), "prazos em parcelas", {
    min: 1,
    max: 50,
  })
    .optional()
    .describe("Prazos a simular, em número de parcelas."),
  rateMode: rateModeSchema.optional().describe(`Extremo da faixa de taxa do produto; não combine com interestRate. ${DEFAULT_RATE_RULE}`),
  interestRate: monthlyRateSchema.optional().describe("Taxa mensal específica em %, dentro da faixa do produto; não combine com rateMode."),
};

function checkValueMode(body: unknown, context: z.core.$RefinementCtx): void {
  const mode = propertyOf(body, "calculateByValue");
  const byAmount = mode === "Gross" || mode === "Liquid";
  if (byAmount && !isSent(body, "requestedValue")) {
    addFieldIssue(context, "requestedValue", `campo obrigatório quando calculateByValue é Gross ou Liquid: ${centsExpectation}`);
  }
  if (!byAmount && isSent(body, "requestedValue")) {
    addFieldIssue(context, "requestedValue", "envie requestedValue só com calculateByValue Gross ou Liquid (para Payment use rangePaymentAmounts)");
  }
  if (mode === "Payment" && !isSent(body, "rangePaymentAmounts")) {
    addFieldIssue(context, "rangePaymentAmounts", "campo obrigatório quando calculateByValue é Payment: informe [máximo] ou [mínimo, máximo] em centavos inteiros");
  }
  if (mode !== "Payment" && isSent(body, "rangePaymentAmounts")) {
    addFieldIssue(context, "rangePaymentAmounts", "envie rangePaymentAmounts só com calculateByValue Payment");
  }
  const range = propertyOf(body, "rangePaymentAmounts");
  if (Array.isArray(range) && range.length === 2 && typeof range[0] === "number" && typeof range[1] === "number" && range[0] > range[1]) {
    addFieldIssue(context, "rangePaymentAmounts", "informe a faixa em ordem crescente: [mínimo, máximo] em centavos");
  }
  if (isSent(body, "rateMode") && isSent(body, "interestRate")) {
    addFieldIssue(context, "interestRate", "informe rateMode ou interestRate, não os dois");
  }
}

export const registryEmployeeOffersRequestSchema = requestObject(offersRequestShape, "pedido de ofertas")
  .superRefine(checkValueMode, evenWithOtherIssues)
  .meta({ id: "RegistryEmployeeOffersRequest", description: "Simulação por ofertas (caminho A do consignado privado)." });

/**
 * One offer (DESIGN §3); `offerRequestId` ties the proposal to it. `lastInstallmentAmountInCents`, `startDate`
 * and `firstPaymentDate` were added after the first release (issue 22): optional in the schema (offers stored
 * before them lack them), always sent for a new offer.
 */
export const offerSchema = z
  .object({
    offerRequestId: integerIdSchema.describe("Identificador inteiro da oferta; referenciado pela proposta."),
    productId: uuidSchema.describe("Produto da oferta (UUID)."),
    numberOfPayments: z.number().int().min(1).describe("Prazo em parcelas."),
    installmentAmountInCents: centsSchema.describe(
      "Valor da parcela regular em centavos: a de todos os meses menos o último (a última vem em lastInstallmentAmountInCents).",
    ),
    lastInstallmentAmountInCents: centsSchema
      .optional()
      .describe(
        "Valor da última parcela em centavos: absorve o resíduo do arredondamento e pode diferir de installmentAmountInCents por alguns centavos " +
          "(igual a ela quando não há resíduo). A maior das duas é a que precisa caber na margem livre.",
      ),
    loanAmountInCents: centsSchema.describe("Valor bruto em centavos."),
    releasedAmountInCents: centsSchema.describe("Valor liberado em centavos."),
    iofAmountInCents: centsSchema.describe("IOF em centavos."),
    monthlyInterestRate: percentageSchema.describe("Taxa de juros mensal em %."),
    yearlyInterestRate: percentageSchema.describe("Taxa de juros anual em %."),
    monthlyCet: percentageSchema.describe("CET mensal em %."),
    yearlyCet: percentageSchema.describe("CET anual em %."),
    startDate: utcDateTimeSchema.optional().describe("Data-base do cálculo da oferta (UTC): o dia da simulação em Brasília, à meia-noite."),
    firstPaymentDate: utcDateTimeSchema
      .optional()
      .describe("Vencimento da primeira parcela da oferta (UTC): o primeiro vencimento do produto para startDate."),
    expiresAt: utcDateTimeSchema.describe("Validade da oferta (UTC)."),
  })
  .meta({ id: "Offer", description: `Oferta de crédito para o trabalhador. ${OFFER_INSTALLMENT_RULE} ${OFFER_REPRODUCTION_RULE}` });

/** The response is the list itself; an empty list means "no result" (e.g. value above the margin). */
export const offerListSchema = z.array(offerSchema).describe("Ofertas; lista vazia quando não há resultado (ex.: valor acima da margem).");

export type RegistryEmployeeOffersRequest = z.output<typeof registryEmployeeOffersRequestSchema>;
export type RegistryEmployeeOffersRequestInput = z.input<typeof registryEmployeeOffersRequestSchema>;
export type Offer = z.output<typeof offerSchema>;
