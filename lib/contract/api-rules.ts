/**
 * Rules the API applies beyond the spec's text, stated once in pt-BR and published where an integrator looks:
 * the OpenAPI descriptions (field and route descriptions of this contract), the documentation server and the
 * credit API guide, docs/credit-api.md (a unit test keeps it in step). Every number comes from the code that applies the rule
 * (lib/finance, the permission table), never restated by hand.
 */
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import { DEFAULT_CALCULATE_BY_VALUE_TYPE } from "@/lib/finance/calculation-input";
import { CALCULATION_TYPE_RULES, firstPeriodWholeMonthsRule } from "@/lib/finance/day-count";
import { CCFGTS_LIMITS, FGTS_CALCULATION_TYPE } from "@/lib/finance/fgts";
import type { CalculateByValue, RateMode } from "./enums";
import { allowedStatusesByAction } from "./status-permissions";

/** Offers without `rateMode` nor `interestRate` are simulated at this end of the product's rate range. */
export const DEFAULT_RATE_MODE: RateMode = "MaximumRate";

function reais(amountInCents: number): string {
  return normalizeSpaces(formatCents(cents(amountInCents)));
}

const { maxPledgedWithdrawals, minWithdrawalPerYearInCents, maxWithdrawalPerYearInCents } = CCFGTS_LIMITS;

/** What `requestedAmount` (cents) means under each `calculateByValueType`. */
export const REQUESTED_AMOUNT_MEANINGS: Readonly<Record<CalculateByValue, string>> = {
  Gross: "o valor contratado (principal do contrato)",
  Liquid: "o valor a liberar ao tomador: o contrato é o menor principal que, descontados IOF financiado e custo de emissão, libera exatamente esse valor",
  Payment: "o valor da parcela: o contrato é o maior principal cujas parcelas (com custos fixos embutidos, se pedidos) cabem nesse valor",
};

export interface ApiRule {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Where the API applies it, for the reader: field or route. */
  readonly appliesTo: string;
}

export const FGTS_LIMITS_RULE =
  `Res. CCFGTS 1.130/2025: cada saque-aniversário antecipado é uma parcela anual entre ${reais(minWithdrawalPerYearInCents)} e ` +
  `${reais(maxWithdrawalPerYearInCents)}; termInMonths é múltiplo de 12 (um saque por ano) e antecipa no máximo ${maxPledgedWithdrawals} saques ` +
  `(${maxPledgedWithdrawals * 12} meses). Fora disso a simulação e a criação respondem 400 em amortization.requestedAmount ou amortization.termInMonths.`;

export const FGTS_DAY_COUNT_RULE =
  `FGTS: juros pela taxa mensal por dias corridos, ${CALCULATION_TYPE_RULES[FGTS_CALCULATION_TYPE]} (critério ${FGTS_CALCULATION_TYPE}, ` +
  "a contagem de dias que o produto FGTS publica); o objeto de cálculo FGTS não leva calculationType.";

export const DEFAULT_RATE_RULE =
  `Ofertas sem rateMode nem interestRate usam ${DEFAULT_RATE_MODE}, a taxa máxima da faixa do produto: uma parcela que cabe na margem ` +
  "à taxa máxima cabe a qualquer taxa menor negociada depois.";

export const OFFER_INSTALLMENT_RULE =
  "installmentAmountInCents de uma oferta (e da proposta que a repete) é a parcela regular, a de todos os meses menos o último. " +
  "A última parcela absorve o resíduo do arredondamento ao centavo (o principal dela é o saldo restante) e pode diferir por alguns " +
  "centavos, para mais ou para menos: vem em lastInstallmentAmountInCents (ex.: 23 × 52871 e 1 × 52874). A margem livre é conferida " +
  "contra a maior das duas, nas ofertas, na proposta, na revalidação do leilão e na averbação.";

export const OFFER_REPRODUCTION_RULE =
  "Cada oferta é o plano de POST /v1/Amortization para amortizationType price, requestedAmount = loanAmountInCents, " +
  "apr = monthlyInterestRate, numberOfPayments, o calculationType do produto, paymentPeriodicity mensal, calculateByValueType Gross, " +
  "e startDate e firstPaymentDate da própria oferta: o mesmo cálculo, centavo a centavo. O que a oferta escolhe por você: a taxa " +
  `(sem rateMode nem interestRate, ${DEFAULT_RATE_MODE}), o início (o dia da simulação em Brasília, meia-noite UTC: o mesmo que ` +
  "POST /v1/Amortization assume sem startDate) e o primeiro vencimento (o de POST /v1/RegistryEmployee/FirstPaymentDate para esse início).";

const [settlementStatus = "PaymentRevision"] = allowedStatusesByAction.correctSettlementAccount;

export const SETTLEMENT_ACCOUNT_RULE =
  `Em ${settlementStatus}, PUT /v1/CreditNote/{id} aceita só { "bankAccountId": ... }, uma conta cujo titular é o tomador: a operação ` +
  "volta a WaitLiquidation e a liquidação é refeita. Qualquer outro campo nesse status responde 409.";

export const REQUESTED_AMOUNT_RULE =
  "requestedAmount (centavos) é o valor de partida que calculateByValueType indica: " +
  (Object.entries(REQUESTED_AMOUNT_MEANINGS) as [CalculateByValue, string][])
    .map(([type, meaning]) => `${type}${type === DEFAULT_CALCULATE_BY_VALUE_TYPE ? " (padrão)" : ""}, ${meaning}`)
    .join("; ") +
  ". O plano devolve em requestedAmount o valor contratado calculado; a operação guarda o objeto de cálculo como foi enviado. " +
  `O FGTS parte sempre do valor contratado (${DEFAULT_CALCULATE_BY_VALUE_TYPE}).`;

/** The spec only warns that a resent document duplicates the dossier; this API refuses it. */
export const DUPLICATE_UPLOAD_RULE = "Reenviar um documento já anexado (mesmo tipo e nome, ou mesmo conteúdo) é recusado (409), pois duplicaria o dossiê.";

/** The spec says digits only; the CNPJ issued since July 2026 may carry letters. */
export const ALPHANUMERIC_CNPJ_RULE =
  "CNPJ sem máscara: 14 dígitos, ou alfanumérico (IN RFB 2.229/2024: 12 caracteres 0-9/A-Z e 2 dígitos verificadores).";

/** Every rule the API applies beyond the spec's text. */
export const API_RULES: readonly ApiRule[] = [
  { id: "limites-fgts", title: "Limites do FGTS (Res. CCFGTS 1.130/2025)", text: FGTS_LIMITS_RULE, appliesTo: "amortization.requestedAmount e amortization.termInMonths (FGTS)" },
  { id: "contagem-de-dias-fgts", title: "Contagem de dias do FGTS", text: FGTS_DAY_COUNT_RULE, appliesTo: "plano FGTS e saldo antecipável" },
  { id: "meses-inteiros", title: "Primeiro período nos critérios por meses inteiros", text: firstPeriodWholeMonthsRule(), appliesTo: "amortization.calculationType (price/sac)" },
  { id: "taxa-padrao-ofertas", title: "Taxa padrão das ofertas", text: DEFAULT_RATE_RULE, appliesTo: "POST /v1/Amortization/RegistryEmployeeOffers" },
  { id: "parcela-da-oferta", title: "Parcela das ofertas: regular e última", text: OFFER_INSTALLMENT_RULE, appliesTo: "installmentAmountInCents e lastInstallmentAmountInCents das ofertas e propostas" },
  { id: "reproduzir-oferta", title: "Reproduzir uma oferta em POST /v1/Amortization", text: OFFER_REPRODUCTION_RULE, appliesTo: "POST /v1/Amortization/RegistryEmployeeOffers" },
  { id: "conta-em-paymentrevision", title: "Correção da conta em PaymentRevision", text: SETTLEMENT_ACCOUNT_RULE, appliesTo: "PUT /v1/CreditNote/{id}" },
  { id: "documento-reenviado", title: "Documento reenviado: 409", text: DUPLICATE_UPLOAD_RULE, appliesTo: "uploads de PUT /v1/CreditNote/{id}/upload e da criação" },
  { id: "cnpj-alfanumerico", title: "CNPJ alfanumérico aceito", text: ALPHANUMERIC_CNPJ_RULE, appliesTo: "registry_EmployerRegistrationNumber e employerRegistrationNumber" },
  { id: "valor-de-partida", title: "requestedAmount em Gross, Liquid e Payment", text: REQUESTED_AMOUNT_RULE, appliesTo: "amortization.requestedAmount e calculateByValueType (price/sac)" },
];
