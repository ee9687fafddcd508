/**
 * lib/finance's field errors as the API states them: the JSON path of the field in the request (the
 * calculation object sits under `amortization`) and a pt-BR message that says what was expected (unit,
 * range, allowed values), built from the error's code and the product's parameters.
 */
import type { CalculationInput, FinanceFieldError, FinanceProduct } from "@/lib/finance";
import { CCFGTS_LIMITS, isFgtsInput } from "@/lib/finance";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import type { FieldError } from "@/lib/http";

const firstPaymentDateHint = "use a data devolvida por POST /v1/RegistryEmployee/FirstPaymentDate; não calcule";

/** "R$ 1.234,56" with plain spaces, for messages. */
export function reaisText(amountInCents: number): string {
  return normalizeSpaces(formatCents(cents(amountInCents)));
}

function rateRange(product: FinanceProduct): string {
  return `de ${product.minMonthlyRatePercent} a ${product.maxMonthlyRatePercent} (% ao mês, faixa do produto)`;
}

function messageFor(error: FinanceFieldError, product: FinanceProduct, input: CalculationInput): string {
  const fgts = isFgtsInput(input);
  switch (error.field) {
    case "amortizationType":
      return `informe amortizationType = ${product.amortizationType}: é o modelo de cálculo do produto`;
    case "apr":
      return `informe apr, a taxa de juros mensal em percentual, ${rateRange(product)}`;
    case "numberOfPayments":
      return `informe numberOfPayments, o número de parcelas, de ${product.minTerm} a ${product.maxTerm} (faixa de prazo do produto)`;
    case "termInMonths": {
      const limits = product.fgtsLimits ?? CCFGTS_LIMITS;
      const max = Math.min(product.maxTerm, limits.maxPledgedWithdrawals * 12);
      return `informe termInMonths em meses, múltiplo de 12 (um saque-aniversário por ano), de ${product.minTerm} a ${max} (faixa do produto; no máximo ${limits.maxPledgedWithdrawals} saques, Res. CCFGTS 1.130/2025)`;
    }
    case "calculationType":
      return `informe calculationType = ${product.calculationType}: siga o critério de contagem de dias do produto`;
    case "calculateByValueType":
      return "informe calculateByValueType Gross, Liquid ou Payment";
    case "numberOfInterestPayments":
      return "informe numberOfInterestPayments de 0 a numberOfPayments - 1 (as parcelas só de juros contam dentro de numberOfPayments)";
    case "startDate":
      return "informe startDate em UTC, YYYY-MM-DDTHH:MM:SSZ";
    case "firstPaymentDate":
      return error.code === "invalid_date" && error.message.includes("after")
        ? `firstPaymentDate deve ser posterior a startDate: ${firstPaymentDateHint}`
        : `informe firstPaymentDate em UTC: ${firstPaymentDateHint}`;
    case "paymentMonth":
      return "informe paymentMonth de January a December, ou NotSet";
    case "requestedAmount":
      return requestedAmountMessage(error, product, input, fgts);
    default:
      return error.message;
  }
}

function requestedAmountMessage(error: FinanceFieldError, product: FinanceProduct, input: CalculationInput, fgts: boolean): string {
  if (error.code === "invalid_value") return "informe requestedAmount em centavos, inteiro maior que zero (ex.: 150000 = R$ 1.500,00)";
  if (error.code === "out_of_range" && fgts) {
    const limits = product.fgtsLimits ?? CCFGTS_LIMITS;
    return `cada parcela anual deve ficar entre ${reaisText(limits.minWithdrawalPerYearInCents)} e ${reaisText(limits.maxWithdrawalPerYearInCents)} (Res. CCFGTS 1.130/2025): ajuste requestedAmount (centavos) ou termInMonths`;
  }
  if (error.code === "out_of_range") return "o valor contratado (requestedAmount, centavos) está fora da faixa de valor do produto";
  const mode = isFgtsInput(input) ? "Gross" : (input.calculateByValueType ?? "Gross");
  if (mode === "Liquid") return "nenhum valor contratado libera exatamente este valor líquido (calculateByValueType Liquid): ajuste requestedAmount (centavos)";
  if (mode === "Payment") return "a parcela informada em requestedAmount (centavos) é pequena demais para qualquer valor contratado (calculateByValueType Payment)";
  return "IOF e custo de emissão consomem todo o valor e nada seria liberado: aumente requestedAmount (centavos)";
}

/** `errors[]` of the 400 problem for lib/finance's errors; `prefix` is the calculation object's path. */
export function toPlanFieldErrors(
  errors: readonly FinanceFieldError[],
  product: FinanceProduct,
  input: CalculationInput,
  prefix = "amortization.",
): FieldError[] {
  return errors.map((error) => ({ field: `${prefix}${error.field}`, message: messageFor(error, product, input) }));
}
