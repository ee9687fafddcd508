import "server-only";
import type { AmortizationPlan, Offer, Product } from "@/lib/contract";
import type { AmortizationInput } from "@/lib/contract/amortization";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { brasiliaToday } from "../format/dates";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import { branchProducts, requireBranchProduct } from "./branch-products";
import { firstPaymentDateFor } from "./first-payment-dates";
import { fgtsAmortization, offersRequest, priceSacAmortization } from "./build-requests";
import type { LoadedDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";
import { parseForm } from "../forms/parse-form";
import { amortizationFormSchema, fgtsFormSchema, offersFormSchema, type AmortizationFormInput, type FgtsFormInput, type OffersFormInput } from "./simulation-schemas";

export interface SimulationProduct {
  readonly product: Product;
  /** From POST /v1/RegistryEmployee/FirstPaymentDate for today (payroll); never computed here. */
  readonly firstPaymentDate: string | null;
}

/** The products of the step, each with the first payment date the API gives for today. */
export async function simulationProducts(context: OriginationContext, draft: LoadedDraft): Promise<SimulationProduct[]> {
  const client = await creditClientForOperator(context.operator);
  const today = brasiliaToday();
  const products = await branchProducts(client, draft.branchId, draft.product);
  return Promise.all(
    products.map(async (product) => ({
      product,
      firstPaymentDate: product.amortizationType === "fgts" ? null : await firstPaymentDateFor(client, draft.branchId, product.id, today),
    })),
  );
}

/** Field names of the simulation forms for the API's `amortization.*` errors. */
function formField(field: string): string | undefined {
  const name = field.replace(/^amortization\./, "");
  return ["requestedAmount", "apr", "numberOfPayments", "termInMonths", "paymentMonth", "productId"].includes(name) ? name : undefined;
}

async function simulate(client: CreditClient, productId: string, amortization: AmortizationInput): Promise<AmortizationPlan> {
  try {
    return await client.call("simulateAmortization", { body: { productId, legalPerson: false, amortization } });
  } catch (error) {
    if (isCreditApiError(error)) throw refusalFromCreditError(error, formField);
    throw error;
  }
}

async function payrollPlan(context: OriginationContext, draft: LoadedDraft, input: AmortizationFormInput) {
  const client = await creditClientForOperator(context.operator);
  const product = await requireBranchProduct(client, draft.branchId, "payroll", String(input.productId));
  const form = parseForm(amortizationFormSchema(product, draft.data.margin?.query.freeMarginInCents), input);
  const today = brasiliaToday();
  const amortization = priceSacAmortization(product, form, await firstPaymentDateFor(client, draft.branchId, product.id, today), today);
  return { product, amortization, plan: await simulate(client, product.id, amortization) };
}

/** The margin the installment must fit: the free margin found in the query this draft uses. */
function requireWithinMargin(draft: LoadedDraft, largestInstallment: number): void {
  const margin = draft.data.margin?.query.freeMarginInCents;
  if (margin !== undefined && largestInstallment > margin) {
    throw new ActionRefusal("invalid", "A parcela passa da margem livre: reduza o valor ou aumente o prazo.", {
      requestedAmount: "Com este valor a parcela passa da margem livre do trabalhador.",
    });
  }
}

/** Path B preview: the whole plan (IOF, costs, CET) for the inputs as they are typed; nothing is recorded. */
export async function previewPayrollPlan(context: OriginationContext, input: { draftId: string; form: AmortizationFormInput }): Promise<AmortizationPlan> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "payroll");
  return (await payrollPlan(context, draft, input.form)).plan;
}

/** Path B, chosen: simulated again on the server and recorded with the exact body the creation will send. */
export async function choosePayrollPlan(context: OriginationContext, input: { draftId: string; form: AmortizationFormInput }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "payroll");
  const { product, amortization, plan } = await payrollPlan(context, draft, input.form);
  requireWithinMargin(draft, Math.max(...plan.installments.map((installment) => installment.paymentInCents)));
  return saveDraftStep({ draft, step: "simulacao", value: { path: "amortization", productId: product.id, simulationId: plan.id, amortization } });
}

async function offersFor(context: OriginationContext, draft: LoadedDraft, input: OffersFormInput) {
  const query = draft.data.margin?.query;
  if (!query) throw new ActionRefusal("conflict", "Consulte a margem primeiro.");
  const client = await creditClientForOperator(context.operator);
  const products = await branchProducts(client, draft.branchId, "payroll");
  const product = products.find((item) => item.amortizationType === "price");
  if (!product) throw new ActionRefusal("conflict", "A agência não tem produto Price para simular por ofertas.");
  const form = parseForm(offersFormSchema(product, query.freeMarginInCents), input);
  try {
    const offers = await client.call("simulateOffers", { body: offersRequest(query, product, form) });
    return { product, offers, client };
  } catch (error) {
    if (isCreditApiError(error)) {
      throw refusalFromCreditError(error, (field) =>
        field === "requestedValue" || field.startsWith("rangePaymentAmounts") ? "value" : field.startsWith("rangeNumberOfPayments") ? "terms" : field === "rateMode" ? "rateMode" : undefined,
      );
    }
    throw error;
  }
}

/** Path A preview: the offers for the inputs as they are typed (an empty list: above what the margin allows). */
export async function previewOffers(context: OriginationContext, input: { draftId: string; form: OffersFormInput }): Promise<Offer[]> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "payroll");
  return (await offersFor(context, draft, input.form)).offers;
}

/**
 * Path A, chosen: the offers are asked again on the server and the one with the chosen term is recorded (with its
 * `offerRequestId`, which the proposal and the operation reference), never an offer the browser sent.
 */
export async function chooseOffer(context: OriginationContext, input: { draftId: string; form: OffersFormInput; numberOfPayments: number }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "payroll");
  const { product, offers, client } = await offersFor(context, draft, input.form);
  const offer = offers.find((candidate) => candidate.numberOfPayments === input.numberOfPayments);
  if (!offer) throw new ActionRefusal("conflict", "Esta oferta já não está disponível com as condições atuais: simule de novo.");
  // The offer's own first due date (its plan's); an offer stored before it was answered falls back to today's.
  const firstPayment = offer.firstPaymentDate ?? (await firstPaymentDateFor(client, draft.branchId, product.id, brasiliaToday()));
  return saveDraftStep({ draft, step: "simulacao", value: { path: "offers", productId: product.id, offer, firstPaymentDate: firstPayment } });
}

async function fgtsPlan(context: OriginationContext, draft: LoadedDraft, input: FgtsFormInput) {
  const client = await creditClientForOperator(context.operator);
  const product = await requireBranchProduct(client, draft.branchId, "fgts", String(input.productId));
  const form = parseForm(fgtsFormSchema(product), input);
  const amortization = fgtsAmortization(form, brasiliaToday());
  return { product, amortization, plan: await simulate(client, product.id, amortization) };
}

/** FGTS preview: the annual installments on the withdrawal month, IOF and CET. */
export async function previewFgtsPlan(context: OriginationContext, input: { draftId: string; form: FgtsFormInput }): Promise<AmortizationPlan> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "fgts");
  return (await fgtsPlan(context, draft, input.form)).plan;
}

/** FGTS, chosen: simulated again and recorded with the exact calculation object of the creation. */
export async function chooseFgtsPlan(context: OriginationContext, input: { draftId: string; form: FgtsFormInput }) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "simulacao", "fgts");
  const { product, amortization, plan } = await fgtsPlan(context, draft, input.form);
  return saveDraftStep({ draft, step: "simulacao", value: { path: "fgts", productId: product.id, simulationId: plan.id, amortization } });
}
