/**
 * Simulation path B (both products): `POST /v1/Amortization`, `GET /v1/Amortization/{id}` and the batch.
 * The envelope differs from creation: `productId` and `legalPerson` at the root, the calculation object
 * inside `amortization`.
 */
import { z } from "zod";
import { amortizationSchema } from "./amortization";
import { amortizationTypeValues } from "./enums";
import { expecting } from "./messages";
import { listSchema, requestObject } from "./objects";
import { problemSchema } from "./problem";
import { centsSchema, percentageSchema, signedCentsSchema, utcDateTimeSchema, uuidSchema } from "./units";

export const simulationRequestSchema = requestObject(
  {
    productId: uuidSchema.describe("Produto contratado (recebido no onboarding)."),
    legalPerson: z
      .literal(false, { error: expecting("informe legalPerson = false: os dois produtos são para pessoa física") })
      .describe("Sempre false: os dois produtos são para pessoa física."),
    amortization: amortizationSchema,
  },
  "pedido de simulação",
).meta({ id: "SimulationRequest", description: "Pedido de simulação por amortização." });

export const maxBatchItems = 100;

/** Documented body of the batch: what clients send. */
export const simulationBatchRequestSchema = requestObject(
  { items: listSchema(simulationRequestSchema, "pedidos de simulação", { min: 1, max: maxBatchItems }) },
  "lote de simulações",
).meta({
  id: "SimulationBatchRequest",
  description: `Até ${maxBatchItems} pedidos de simulação; um item inválido volta como erro no seu índice sem derrubar os outros.`,
});

/**
 * What the server validates before simulating: only the envelope. Each item is then checked on its own with
 * `simulationRequestSchema`, so one bad item does not fail the batch.
 */
export const simulationBatchEnvelopeSchema = requestObject(
  { items: listSchema(z.unknown(), "pedidos de simulação", { min: 1, max: maxBatchItems }) },
  "lote de simulações",
);

export const installmentSchema = z
  .object({
    number: z.number().int().min(1).describe("Número da parcela, a partir de 1."),
    dueDate: utcDateTimeSchema.describe("Vencimento (UTC)."),
    paymentInCents: centsSchema.describe("Valor da parcela em centavos."),
    principalInCents: signedCentsSchema.describe(
      "Amortização do principal em centavos. Negativa quando os juros do período superam a parcela (primeiro período longo): os juros não pagos somam-se ao saldo.",
    ),
    interestInCents: centsSchema.describe("Juros do período em centavos."),
    fixedCostInCents: centsSchema.describe("Custo fixo embutido na parcela (includePaymentFixedCosts), em centavos; parcela = amortização + juros + custo fixo."),
    balanceInCents: centsSchema.describe("Saldo devedor após a parcela, em centavos."),
  })
  .meta({ id: "Installment", description: "Parcela do plano. FGTS: uma por ano, no mês do saque-aniversário." });

export const amortizationPlanSchema = z
  .object({
    id: uuidSchema.describe("Identificador da simulação; consulte de novo por GET /v1/Amortization/{id}."),
    productId: uuidSchema,
    amortizationType: z.enum(amortizationTypeValues).describe("Modelo de cálculo usado."),
    requestedAmount: centsSchema.describe("Valor contratado em centavos."),
    liquidAmountInCents: centsSchema.describe("Valor liberado ao tomador, em centavos."),
    iofAmountInCents: centsSchema.describe("IOF em centavos."),
    issuanceCostInCents: centsSchema.describe("Custo de emissão em centavos."),
    totalPaymentInCents: centsSchema.describe("Soma das parcelas em centavos."),
    apr: percentageSchema.describe("Taxa de juros mensal em %."),
    yearlyRate: percentageSchema.describe("Taxa de juros anual em %."),
    cet: z
      .object({ monthly: percentageSchema.describe("CET mensal em %."), yearly: percentageSchema.describe("CET anual em %.") })
      .describe("Custo efetivo total."),
    startDate: utcDateTimeSchema
      .optional()
      .describe(
        "Data-base do cálculo (UTC): a enviada em amortization.startDate ou, quando omitida, a que a API assumiu (o dia da simulação em Brasília, à meia-noite UTC). Ausente em planos guardados antes de ser publicada.",
      ),
    firstPaymentDate: utcDateTimeSchema.describe("Vencimento da primeira parcela (UTC)."),
    installments: z.array(installmentSchema).describe("Parcelas em ordem."),
  })
  .meta({ id: "AmortizationPlan", description: "Plano de pagamento simulado, com CET, IOF e custo de emissão." });

export const simulationBatchResultSchema = z
  .union([
    z.object({ index: z.number().int().min(0).describe("Posição do item no pedido."), plan: amortizationPlanSchema }),
    z.object({ index: z.number().int().min(0).describe("Posição do item no pedido."), error: problemSchema }),
  ])
  .meta({ id: "SimulationBatchResult", description: "Resultado de um item do lote: plan ou error." });

export const simulationBatchResponseSchema = z
  .object({ results: z.array(simulationBatchResultSchema).describe("Um resultado por item, na ordem do pedido.") })
  .meta({ id: "SimulationBatchResponse" });

export type SimulationRequest = z.output<typeof simulationRequestSchema>;
export type SimulationRequestInput = z.input<typeof simulationRequestSchema>;
export type AmortizationPlan = z.output<typeof amortizationPlanSchema>;
export type SimulationBatchRequest = z.output<typeof simulationBatchRequestSchema>;
export type SimulationBatchResponse = z.output<typeof simulationBatchResponseSchema>;
