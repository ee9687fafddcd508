/**
 * The products a partner contracts (`GET /v1/Product`, `GET /v1/Product/{id}`). The spec hands `productId` over
 * at onboarding and leaves the product's ranges "not shown"; publishing them lets a client show the range of a
 * rate or a term before the API refuses it, and choose the calculation model and day count the product
 * follows instead of hard-coding them.
 */
import { z } from "zod";
import { amortizationTypeValues, calculationTypeSchema, productModuleValues } from "./enums";
import { pageOf } from "./pagination";
import { centsSchema, percentageSchema, uuidSchema } from "./units";

const rangeOf = <T extends z.ZodType>(value: T, what: string) =>
  z.object({ min: value.describe(`Mínimo (${what}).`), max: value.describe(`Máximo (${what}).`) });

export const productSchema = z
  .object({
    id: uuidSchema.describe("productId usado na simulação e na criação."),
    name: z.string().describe("Nome comercial do produto."),
    module: z.enum(productModuleValues).describe("Produto da especificação: consignado-privado ou fgts."),
    category: z.string().describe("Categoria (productCategory da simulação por ofertas)."),
    amortizationType: z.enum(amortizationTypeValues).describe("Modelo de cálculo que amortization.amortizationType deve repetir."),
    calculationType: calculationTypeSchema.describe("Contagem de dias que amortization.calculationType deve repetir (price/sac)."),
    monthlyRate: rangeOf(percentageSchema, "% ao mês").describe("Faixa da taxa mensal (apr, interestRate), em %."),
    term: rangeOf(z.number().int().min(1), "parcelas no consignado; meses no FGTS").describe(
      "Faixa de prazo: numberOfPayments (consignado, parcelas) ou termInMonths (FGTS, meses, múltiplo de 12).",
    ),
    termUnit: z.enum(["installments", "months"]).describe("installments (numberOfPayments) ou months (termInMonths)."),
    issuanceCostInCents: centsSchema.describe("Custo de emissão fixo, em centavos (entra no CET)."),
    issuanceCostPercent: percentageSchema.describe("Custo de emissão proporcional ao principal, em %."),
    fixedCostPerInstallmentInCents: centsSchema.describe("Custo fixo por parcela, em centavos (includePaymentFixedCosts)."),
    insuranceEmbedded: z.boolean().describe("true quando o produto embute seguro prestamista."),
    initialStatus: z.enum(["Draft", "ComplianceApproval"]).describe("Status em que a operação nasce."),
    fgtsLimits: z
      .object({
        maxPledgedWithdrawals: z.number().int().min(1).describe("Saques-aniversário antecipáveis, no máximo (Res. CCFGTS 1.130/2025)."),
        minWithdrawalPerYearInCents: centsSchema.describe("Valor mínimo por saque antecipado, em centavos."),
        maxWithdrawalPerYearInCents: centsSchema.describe("Valor máximo por saque antecipado, em centavos."),
      })
      .optional()
      .describe("FGTS: limites do Conselho Curador por saque antecipado."),
  })
  .meta({ id: "Product", description: "Produto contratado pelo parceiro, com suas faixas de taxa e prazo." });

export const productListSchema = pageOf(productSchema).meta({ id: "ProductPage", description: "Produtos habilitados para o parceiro, paginados." });

export type Product = z.output<typeof productSchema>;
