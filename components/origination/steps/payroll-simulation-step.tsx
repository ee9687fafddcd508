"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { choosePlanAction, chooseOfferAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { CHECK_CHIP_CLASS } from "@/components/ui/chip";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import type { AmortizationPlan, FreeMargin, Offer, Product } from "@/lib/contract";
import { largestInstallmentInCents } from "@/lib/finance/installment-runs";
import { formatCents } from "@/lib/money";
import { formatContractDay } from "@/lib/portal/format/dates";
import { pluralize } from "@/lib/portal/format/plural";
import { installmentBreakdownText, offerPayments } from "@/lib/portal/format/installment-breakdown";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import type { DraftSimulation } from "@/lib/portal/origination/draft-data";
import type { SimulationProduct } from "@/lib/portal/origination/draft-simulation";
import type { LiveMargin } from "@/lib/portal/origination/live-margin";
import {
  amortizationFormSchema,
  marginCeilingText,
  OFFER_VALUE_MODE_LABELS,
  offersFormSchema,
  offerValueModes,
  type AmortizationForm,
  type AmortizationFormInput,
  type OffersForm,
  type OffersFormInput,
} from "@/lib/portal/origination/simulation-schemas";
import { InstallmentsTable } from "../installments-table";
import { LiveMarginNote } from "../live-margin-note";
import { OffersList } from "../offers-list";
import { PlanSummary } from "../plan-summary";
import { MoneyField, RateField } from "../simulation-fields";
import { PreviewState } from "../preview-state";
import { fetchDraftPreview, useLivePreview, useRevealBlockedFields } from "../use-live-preview";
import { typedDefaults, useTypedValues } from "../use-typed-values";
import { useFormFeedback, useWizard } from "../use-wizard";
import { StickyActions } from "@/components/ui/sticky-actions";

const COMMON_TERMS = [12, 18, 24, 36, 48, 60, 72, 84, 96];

function termsOf(product: Product): number[] {
  return [...new Set([product.term.min, ...COMMON_TERMS.filter((term) => term > product.term.min && term < product.term.max), product.term.max])];
}

/**
 * Step "simulacao" (payroll): path A (offers) and path B (amortization) side by side. Each computes as soon as its
 * inputs are valid and again as they change; the plan, IOF, issuance cost, released amount and CET come from the API.
 */
export function PayrollSimulationStep({
  product: productKind,
  draftId,
  products,
  margin,
  liveMargin,
  recorded,
  typed,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  products: readonly SimulationProduct[];
  /** The margin query with its live free margin (reserves since the query taken): what offers and plans must fit. */
  margin: FreeMargin | null;
  liveMargin: LiveMargin | null;
  recorded: DraftSimulation | null;
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}) {
  const wizard = useWizard(productKind, draftId);
  const priceProduct = products.find((item) => item.product.amortizationType === "price");
  return (
    <div className="space-y-4">
      {margin && (
        <Callout tone="info" title={`Margem livre de ${formatCents(margin.freeMarginInCents)} por mês`}>
          {margin.employerName}: a parcela precisa caber nela. Acima dela, as ofertas vêm vazias e o plano é recusado.
          {liveMargin && liveMargin.reserves.length > 0 && (
            <p className="mt-2">
              <LiveMarginNote live={liveMargin} /> Só aparecem ofertas que cabem na margem atual.
            </p>
          )}
        </Callout>
      )}
      {recorded && recorded.path !== "fgts" && (
        <Callout tone="success" title="Simulação escolhida">
          <p>
            {recorded.path === "offers"
              ? `Oferta de ${installmentBreakdownText(offerPayments(recorded.offer))} (liberado ${formatCents(recorded.offer.releasedAmountInCents)}).`
              : `Plano de ${formatCents(recorded.amortization.requestedAmount)} em ${recorded.amortization.numberOfPayments} parcelas a ${formatPercent(recorded.amortization.apr)} a.m.`}{" "}
            Escolha outra abaixo ou continue.
          </p>
          <div className="pt-2">
            <Button size="sm" onClick={wizard.advance}>
              Continuar com esta simulação
            </Button>
          </div>
        </Callout>
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        {priceProduct && margin ? (
          <OffersPanel draftId={draftId} product={priceProduct.product} margin={margin} wizard={wizard} typed={typed.ofertas} />
        ) : (
          <Card id="caminho-a" title="A · Ofertas">
            <p className="text-sm text-slate-600">A simulação por ofertas precisa de um produto Price e da consulta de margem.</p>
          </Card>
        )}
        <AmortizationPanel draftId={draftId} products={products} margin={margin} wizard={wizard} typed={typed.amortizacao} />
      </div>
    </div>
  );
}

type Wizard = ReturnType<typeof useWizard>;

type Kept = Readonly<Record<string, unknown>> | undefined;

function OffersPanel({ draftId, product, margin, wizard, typed }: { draftId: string; product: Product; margin: FreeMargin; wizard: Wizard; typed: Kept }) {
  const formId = "ofertas";
  const schema = useMemo(() => offersFormSchema(product, margin.freeMarginInCents), [product, margin.freeMarginInCents]);
  const ceiling = useMemo(() => marginCeilingText(product, margin.freeMarginInCents), [product, margin.freeMarginInCents]);
  const terms = termsOf(product);
  const form = useForm<OffersFormInput, unknown, OffersForm>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: typedDefaults<OffersFormInput>({ valueMode: "Maximum", value: null, terms: terms.filter((term) => [24, 36, 48].includes(term)).slice(0, 3), rateMode: "MinimumRate" }, typed),
  });
  useTypedValues(form, { draftId, step: "simulacao", formId });
  const values = useWatch({ control: form.control }) as OffersFormInput;
  const preview = useLivePreview(`offers:${draftId}`, schema, values, (input) => fetchDraftPreview<Offer[]>({ product: "payroll", draftId, kind: "offers" }, input));
  useRevealBlockedFields(form, preview.blockedFields);
  const feedback = useFormFeedback(form, ["value", "terms", "rateMode", "valueMode"]);
  const [chosen, setChosen] = useState<number | undefined>();
  const { errors } = form.formState;

  const choose = (offer: Offer) => {
    setChosen(offer.numberOfPayments);
    wizard.run(() => chooseOfferAction({ draftId, form: values, numberOfPayments: offer.numberOfPayments }), { onFailure: feedback.fail });
  };

  return (
    <Card id="caminho-a" title="A · Ofertas" description={`${product.name}: ofertas por prazo, calculadas a partir da margem.`}>
      <form className="space-y-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <ErrorSummary formId={formId} errors={errors} labels={{ value: "Valor", terms: "Prazos" }} focusKey={feedback.focusKey} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Calcular a partir de</legend>
          <Controller
            control={form.control}
            name="valueMode"
            render={({ field }) => (
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {offerValueModes.map((mode) => (
                  <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-2 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input type="radio" name={field.name} value={mode} checked={field.value === mode} onChange={() => field.onChange(mode)} />
                    {OFFER_VALUE_MODE_LABELS[mode]}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
        {values.valueMode !== "Maximum" && (
          <MoneyField
            control={form.control}
            formId={formId}
            name="value"
            label={values.valueMode === "Payment" ? "Parcela máxima (R$)" : values.valueMode === "Liquid" ? "Valor a liberar (R$)" : "Valor bruto (R$)"}
            hint={
              values.valueMode === "Payment"
                ? `Em reais; no máximo a margem livre, ${formatCents(margin.freeMarginInCents)}.`
                : `Em reais. Até ${formatCents(ceiling.max)}: ${ceiling.reason}.`
            }
            error={errors.value?.message}
          />
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Prazos (parcelas)</legend>
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <div id={fieldId(formId, "terms")} tabIndex={-1} className="mt-1 flex flex-wrap gap-2">
                {terms.map((term) => {
                  const checked = (field.value ?? []).includes(term);
                  return (
                    <label key={term} className={CHECK_CHIP_CLASS}>
                      <input
                        type="checkbox"
                        className="sr-only"
                        checked={checked}
                        onChange={() => field.onChange(checked ? field.value.filter((value: number) => value !== term) : [...(field.value ?? []), term])}
                      />
                      {term}
                    </label>
                  );
                })}
              </div>
            )}
          />
          {errors.terms && <p className="mt-1 text-sm text-red-700">{errors.terms.message}</p>}
        </fieldset>
        <FormField id={fieldId(formId, "rateMode")} label="Taxa">
          <select id={fieldId(formId, "rateMode")} className={INPUT_CLASS} {...form.register("rateMode")}>
            <option value="MinimumRate">Mínima do produto ({formatPercent(product.monthlyRate.min)} a.m.)</option>
            <option value="MaximumRate">Máxima do produto ({formatPercent(product.monthlyRate.max)} a.m.)</option>
          </select>
        </FormField>
      </form>
      <div className="mt-5 border-t border-slate-100 pt-4" aria-live="polite" aria-busy={preview.updating}>
        <PreviewState preview={preview} waitingText="Escolha os prazos e o valor para ver as ofertas." />
        {preview.result && preview.result.length === 0 && (
          <Callout tone="warning" title="Nenhuma oferta cabe na margem">
            A parcela de cada prazo escolhido passaria da margem livre de {formatCents(margin.freeMarginInCents)}. Nenhuma oferta passa de {formatCents(ceiling.max)} (
            {pluralize(product.term.max, "parcela", "parcelas")} à menor taxa, com os juros). Reduza o valor, inclua prazos mais longos, ou use &quot;Máximo pela margem&quot;
            para ver o maior valor possível.
          </Callout>
        )}
        {preview.result && preview.result.length > 0 && <OffersList offers={preview.result} onChoose={choose} choosing={wizard.pending} chosenTerm={chosen} />}
      </div>
    </Card>
  );
}

function AmortizationPanel({ draftId, products, margin, wizard, typed }: { draftId: string; products: readonly SimulationProduct[]; margin: FreeMargin | null; wizard: Wizard; typed: Kept }) {
  const formId = "amortizacao";
  const [productId, setProductId] = useState(() => products.find((item) => item.product.id === typed?.productId)?.product.id ?? products[0]?.product.id ?? "");
  const selected = products.find((item) => item.product.id === productId) ?? products[0];
  const schemaFor = (id: string) => {
    const item = products.find((candidate) => candidate.product.id === id) ?? products[0];
    return amortizationFormSchema(item!.product, margin?.freeMarginInCents);
  };
  const schema = useMemo(() => schemaFor(productId), [productId]); // eslint-disable-line react-hooks/exhaustive-deps
  const resolver: Resolver<AmortizationFormInput, unknown, AmortizationForm> = (values, context, options) => zodResolver(schemaFor(String(values.productId)))(values, context, options);
  const form = useForm<AmortizationFormInput, unknown, AmortizationForm>({
    resolver,
    mode: "onTouched",
    defaultValues: typedDefaults(
      {
        productId,
        requestedAmount: null as unknown as number,
        apr: selected?.product.monthlyRate.min ?? null,
        numberOfPayments: Math.min(Math.max(24, selected?.product.term.min ?? 24), selected?.product.term.max ?? 24),
      } as AmortizationFormInput,
      typed && { ...typed, productId },
    ),
  });
  useTypedValues(form, { draftId, step: "simulacao", formId });
  const values = useWatch({ control: form.control }) as AmortizationFormInput;
  const preview = useLivePreview(`plan:${draftId}`, schema, values, (input) => fetchDraftPreview<AmortizationPlan>({ product: "payroll", draftId, kind: "plan" }, input));
  useRevealBlockedFields(form, preview.blockedFields);
  const feedback = useFormFeedback(form, ["productId", "requestedAmount", "apr", "numberOfPayments"]);
  const ceiling = selected && margin ? marginCeilingText(selected.product, margin.freeMarginInCents) : null;
  const amountHint = ceiling ? `Em reais. Até ${formatCents(ceiling.max)}: ${ceiling.reason}.` : "Em reais, ex.: 5.000,00";
  const { errors } = form.formState;
  const plan = preview.result;
  const largest = plan ? largestInstallmentInCents(plan) : 0;
  const aboveMargin = Boolean(plan && margin && largest > margin.freeMarginInCents);
  if (!selected) return null;
  const { product } = selected;

  const choose = form.handleSubmit(
    (parsed) => wizard.run(() => choosePlanAction({ draftId, form: parsed }), { onFailure: feedback.fail }),
    feedback.onInvalid,
  );

  return (
    <Card id="caminho-b" title="B · Amortização" description="Valor, taxa e prazo do seu jeito; o plano completo aparece ao lado de cada mudança.">
      <form id={formId} className="space-y-4" noValidate onSubmit={choose}>
        <ErrorSummary
          formId={formId}
          errors={errors}
          labels={{ requestedAmount: "Valor do empréstimo", apr: "Taxa mensal", numberOfPayments: "Parcelas", productId: "Produto" }}
          focusKey={feedback.focusKey}
        />
        <FormField id={fieldId(formId, "productId")} label="Produto">
          <select
            id={fieldId(formId, "productId")}
            className={INPUT_CLASS}
            {...form.register("productId", { onChange: (event) => setProductId(event.target.value) })}
          >
            {products.map((item) => (
              <option key={item.product.id} value={item.product.id}>
                {item.product.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={form.control} formId={formId} name="requestedAmount" label="Valor do empréstimo (R$)" hint={amountHint} error={errors.requestedAmount?.message} />
          <RateField
            control={form.control}
            formId={formId}
            name="apr"
            label="Taxa de juros mensal"
            hint={`Faixa do produto: ${formatPercent(product.monthlyRate.min)} a ${formatPercent(product.monthlyRate.max)} ao mês`}
            error={errors.apr?.message}
          />
          <FormField id={fieldId(formId, "numberOfPayments")} label="Parcelas" hint={`De ${product.term.min} a ${product.term.max}`} error={errors.numberOfPayments?.message}>
            <input
              id={fieldId(formId, "numberOfPayments")}
              type="number"
              inputMode="numeric"
              min={product.term.min}
              max={product.term.max}
              step={1}
              className={INPUT_CLASS}
              {...fieldAria(fieldId(formId, "numberOfPayments"), errors.numberOfPayments?.message, true)}
              {...form.register("numberOfPayments", { valueAsNumber: true })}
            />
          </FormField>
          <div>
            <p className="text-sm font-medium text-slate-700">Primeiro vencimento</p>
            <p className="mt-2 text-sm text-slate-900">{selected.firstPaymentDate ? formatContractDay(selected.firstPaymentDate) : "—"}</p>
            <p className="mt-1 text-xs text-slate-500">Data do produto para hoje, informada pela API de crédito</p>
          </div>
        </div>
        <div className="border-t border-slate-100 pt-4" aria-live="polite" aria-busy={preview.updating}>
          <PreviewState preview={preview} waitingText="Informe valor, taxa e parcelas para ver o plano." />
          {plan && (
            <div className="space-y-3">
              {aboveMargin && margin && (
                <Callout tone="warning" title="Parcela acima da margem livre">
                  A maior parcela ({formatCents(largest as never)}) passa da margem de {formatCents(margin.freeMarginInCents)}: a averbação recusaria. Reduza o valor ou aumente o prazo.
                </Callout>
              )}
              <PlanSummary plan={plan} />
              <details>
                <summary className="cursor-pointer text-sm font-medium text-brand-700">Ver o plano completo ({pluralize(plan.installments.length, "parcela", "parcelas")})</summary>
                <div className="mt-3">
                  <InstallmentsTable plan={plan} />
                </div>
              </details>
            </div>
          )}
        </div>
        <StickyActions inCard>
          <Button type="submit" pending={wizard.pending} disabled={!plan || aboveMargin || preview.updating}>
            Escolher este plano
          </Button>
        </StickyActions>
      </form>
    </Card>
  );
}

