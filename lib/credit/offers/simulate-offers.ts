import type { Offer, RegistryEmployeeOffersRequest } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditProduct, Prisma } from "@/lib/db/generated/client";
import { firstPaymentDate } from "@/lib/finance";
import { AppError, type FieldError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { toFinanceProduct } from "../products/to-finance-product";
import { civilToday } from "../simulation/clock";
import { findValidMarginQuery } from "./find-valid-margin-query";
import { listOfferProducts } from "./list-offer-products";
import { offerValidityHours } from "./offer-settings";
import { offerValueTarget } from "./offer-value-target";
import { selectOfferRate } from "./select-offer-rate";
import { selectOfferTerms, termsOutsideEveryRange } from "./select-offer-terms";
import { simulateOfferTerm, type OfferFigures } from "./simulate-offer-term";
import { toOfferResponse } from "./to-offer-response";

export interface SimulateOffersOptions {
  caller: Caller;
  body: RegistryEmployeeOffersRequest;
  now?: Date;
}

/**
 * `POST /v1/Amortization/RegistryEmployeeOffers` (simulation path A, private payroll loan).
 *   1. the worker's free margin: the caller's latest margin query for the CPF inside its cache window (and
 *      for the employer / employee code when sent); none is a 400: query the margin first (step 1);
 *   2. the products: enabled Price payroll products, narrowed by `productIds` and `productCategory`;
 *   3. per product, the rate (`interestRate` inside the range, else 400; `rateMode`; default the maximum)
 *      and the terms (`rangeNumberOfPayments` inside the range, a term no product holds is a 400; default
 *      12, 24, ... 96 inside it);
 *   4. per term, a Price plan from the value mode (offer-value-target.ts) starting today (Brasília) with the
 *      product's first due date; its largest installment must fit the free margin, a term that does not fit
 *      has no offer: a requested value above what the margin allows is an empty list, not an error; the
 *      offer quotes the regular installment and the last one (simulate-offer-term.ts);
 *   5. each offer is stored (CreditOffer, integer `offerRequestId`) valid for `OFFER_VALIDITY_HOURS`.
 */
export async function simulateOffers({ caller, body, now = new Date() }: SimulateOffersOptions): Promise<Offer[]> {
  refuseZeroValues(body);
  const margin = await findValidMarginQuery({
    correspondentId: caller.correspondentId,
    registrationNumber: body.registrationNumber,
    employerRegistrationNumber: body.employerRegistrationNumber,
    employeeCode: body.employeeCode,
    now,
  });
  if (margin === null) throw marginQueryMissing(body);

  const products = (await listOfferProducts(body)).filter((product) => product.transferDay !== null);
  if (products.length === 0) return [];
  const financeProducts = products.map((product) => ({ product, finance: toFinanceProduct(product) }));
  refuseTermsOutsideEveryRange(body, products);
  const rates = financeProducts.map(({ product, finance }) => ({ product, apr: selectOfferRate(finance, body) }));
  refuseRatesOutsideRange(rates, financeProducts.map(({ finance }) => finance));

  const target = offerValueTarget(body, margin.freeMarginInCents);
  if (target === null) return [];

  const today = civilToday(now);
  const expiresAt = new Date(now.getTime() + offerValidityHours() * 3_600_000);
  const rows: Prisma.CreditOfferCreateManyInput[] = [];
  for (const { product, apr } of rates) {
    if (apr === undefined) continue;
    const firstDate = firstPaymentDate(today, { transferDay: product.transferDay ?? 1 });
    if (firstDate === null) continue;
    for (const numberOfPayments of selectOfferTerms(product, body.rangeNumberOfPayments)) {
      const figures = simulateOfferTerm({ product, numberOfPayments, apr, target, today, firstPaymentDate: firstDate });
      if (figures === null) continue;
      rows.push({
        correspondentId: caller.correspondentId,
        registrationNumber: body.registrationNumber,
        productId: product.id,
        employerRegistrationNumber: margin.employerRegistrationNumber,
        employeeCode: margin.employeeCode,
        ...storedFigures(figures),
        expiresAt,
      });
    }
  }
  if (rows.length === 0) return [];
  const stored = await getPrisma().creditOffer.createManyAndReturn({ data: rows });
  return stored.sort((a, b) => a.offerRequestId - b.offerRequestId).map(toOfferResponse);
}

/** The figures as the offer's row keeps them (the largest installment is the larger of the regular and the last). */
function storedFigures({ largestInstallmentAmountInCents: _largest, startDate, firstPaymentDate, ...figures }: OfferFigures) {
  return { ...figures, startDate: new Date(startDate), firstPaymentDate: new Date(firstPaymentDate) };
}

/** A zero requested value or installment cannot be simulated: the caller meant something else. */
function refuseZeroValues(body: RegistryEmployeeOffersRequest): void {
  const errors: FieldError[] = [];
  if (body.requestedValue === 0) errors.push({ field: "requestedValue", message: "informe um valor maior que zero, em centavos (ex.: 500000 = R$ 5.000,00)" });
  body.rangePaymentAmounts?.forEach((amount, index) => {
    if (amount === 0) errors.push({ field: `rangePaymentAmounts[${index}]`, message: "informe um valor de parcela maior que zero, em centavos" });
  });
  if (errors.length > 0) throw new AppError("VALIDATION", { message: "zero value in offers request", fieldErrors: errors });
}

function marginQueryMissing(body: RegistryEmployeeOffersRequest): AppError {
  const link = body.employerRegistrationNumber || body.employeeCode ? " para este vínculo (employerRegistrationNumber / employeeCode)" : "";
  return new AppError("BUSINESS_RULE", {
    message: "offers without a valid margin query",
    userMessage: `Consulte a margem antes de simular ofertas: não há consulta de margem válida (dentro da janela de cache) deste CPF${link} feita pelo seu correspondente. Use POST /v1/RegistryEmployee/FreeMarginQuery.`,
    fieldErrors: [
      {
        field: "registrationNumber",
        message: `consulte a margem livre deste CPF${link} antes (POST /v1/RegistryEmployee/FreeMarginQuery); a consulta vale até o seu validUntil`,
      },
    ],
  });
}

function refuseTermsOutsideEveryRange(body: RegistryEmployeeOffersRequest, products: readonly CreditProduct[]): void {
  const requested = body.rangeNumberOfPayments;
  if (requested === undefined) return;
  const outside = termsOutsideEveryRange(requested, products);
  if (outside.length === 0) return;
  const ranges = [...new Set(products.map((product) => `de ${product.minTerm} a ${product.maxTerm}`))].join(" ou ");
  throw new AppError("VALIDATION", {
    message: "offer terms outside the products' ranges",
    fieldErrors: outside.map((index) => ({
      field: `rangeNumberOfPayments[${index}]`,
      message: `prazo fora da faixa dos produtos: informe o número de parcelas ${ranges}`,
    })),
  });
}

function refuseRatesOutsideRange(
  rates: ReadonlyArray<{ product: CreditProduct; apr: number | undefined }>,
  ranges: ReadonlyArray<{ minMonthlyRatePercent: number; maxMonthlyRatePercent: number }>,
): void {
  const errors = rates.flatMap(({ product, apr }, index) => {
    const range = ranges[index];
    if (apr !== undefined || range === undefined) return [];
    return [
      {
        field: "interestRate",
        message: `informe interestRate de ${range.minMonthlyRatePercent} a ${range.maxMonthlyRatePercent} (% ao mês, faixa do produto ${product.name})`,
      },
    ];
  });
  if (errors.length > 0) throw new AppError("VALIDATION", { message: "offer rate outside the product range", fieldErrors: errors });
}
