"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { chooseFgtsAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS } from "@/components/ui/form-field";
import { paymentMonthValues } from "@/lib/contract/enums";
import type { AmortizationPlan, Product } from "@/lib/contract";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import type { DraftSimulation } from "@/lib/portal/origination/draft-data";
import type { SimulationProduct } from "@/lib/portal/origination/draft-simulation";
import { fgtsFormSchema, fgtsLimitText, type FgtsForm, type FgtsFormInput } from "@/lib/portal/origination/simulation-schemas";
import { InstallmentsTable } from "../installments-table";
import { PlanSummary } from "../plan-summary";
import { MoneyField, RateField } from "../simulation-fields";
import { fetchDraftPreview, useLivePreview, usePreviewFieldErrors, useRevealBlockedFields } from "../use-live-preview";
import { typedDefaults, useTypedValues } from "../use-typed-values";
import { useFormFeedback, useWizard } from "../use-wizard";
import { PreviewState } from "../preview-state";
import { StickyActions } from "@/components/ui/sticky-actions";

const MONTH_LABELS: Record<string, string> = {
  January: "janeiro",
  February: "fevereiro",
  March: "março",
  April: "abril",
  May: "maio",
  June: "junho",
  July: "julho",
  August: "agosto",
  September: "setembro",
  October: "outubro",
  November: "novembro",
  December: "dezembro",
};

const LABELS = { requestedAmount: "Valor a antecipar", termInMonths: "Saques antecipados", apr: "Taxa mensal", paymentMonth: "Mês do saque" };
const FIELDS = Object.keys(LABELS);

/** The maximum for the withdrawals, rate and month as they are typed (none until the rate is a valid number). */
function fgtsHint(product: Product, values: FgtsFormInput): { text: string } | null {
  const { termInMonths, apr, paymentMonth } = values;
  if (typeof termInMonths !== "number" || typeof apr !== "number" || !Number.isFinite(apr) || !paymentMonth) return null;
  return fgtsLimitText(product, { termInMonths, apr, paymentMonth });
}

/**
 * Step "simulacao" (FGTS): the amount, how many yearly birthday withdrawals are anticipated, the rate and the
 * withdrawal month (suggested from the birth date). The annual installments, IOF and CET come from the API as soon as
 * the inputs are valid.
 */
export function FgtsSimulationStep({
  product: productKind,
  draftId,
  products,
  suggestedMonth,
  birthDate,
  recorded,
  typed,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  products: readonly SimulationProduct[];
  suggestedMonth: string;
  birthDate: string;
  recorded: DraftSimulation | null;
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}) {
  const product = products[0]?.product;
  if (!product) return <Callout tone="danger">A agência não tem produto FGTS habilitado.</Callout>;
  return <FgtsSimulationForm productKind={productKind} draftId={draftId} product={product} suggestedMonth={suggestedMonth} birthDate={birthDate} recorded={recorded} typed={typed.fgts} />;
}

function FgtsSimulationForm({
  productKind,
  draftId,
  product,
  suggestedMonth,
  birthDate,
  recorded,
  typed,
}: {
  productKind: string;
  draftId: string;
  product: Product;
  suggestedMonth: string;
  birthDate: string;
  recorded: DraftSimulation | null;
  typed: Readonly<Record<string, unknown>> | undefined;
}) {
  const wizard = useWizard(productKind, draftId);
  const formId = "fgts";
  const schema = useMemo(() => fgtsFormSchema(product), [product]);
  const form = useForm<FgtsFormInput, unknown, FgtsForm>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: (recorded?.path === "fgts"
      ? { productId: recorded.productId, requestedAmount: recorded.amortization.requestedAmount, termInMonths: recorded.amortization.termInMonths, apr: recorded.amortization.apr, paymentMonth: recorded.amortization.paymentMonth }
      : typedDefaults({ productId: product.id, requestedAmount: null, termInMonths: 12, apr: product.monthlyRate.max, paymentMonth: suggestedMonth }, typed)) as FgtsFormInput,
  });
  useTypedValues(form, { draftId, step: "simulacao", formId });
  const values = useWatch({ control: form.control }) as FgtsFormInput;
  const preview = useLivePreview(`fgts:${draftId}`, schema, values, (input) => fetchDraftPreview<AmortizationPlan>({ product: "fgts", draftId, kind: "fgts" }, input));
  useRevealBlockedFields(form, preview.blockedFields);
  const feedback = useFormFeedback(form, Object.keys(LABELS));
  const { errors } = form.formState;
  const limit = useMemo(() => fgtsHint(product, values), [product, values]);
  usePreviewFieldErrors(form, preview.refusal, FIELDS);
  const years = Array.from({ length: Math.floor(product.term.max / 12) }, (_, index) => (index + 1) * 12).filter((months) => months >= product.term.min);
  const birthMonth = MONTH_LABELS[suggestedMonth];

  const choose = form.handleSubmit(
    (parsed) => wizard.run(() => chooseFgtsAction({ draftId, form: parsed }), { onFailure: feedback.fail }),
    feedback.onInvalid,
  );

  return (
    <Card id="simulacao-fgts" title={product.name} description="O saldo do FGTS garante a operação: cada saque-aniversário antecipado vira uma parcela anual, descontada na fonte.">
      <form id={formId} className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" noValidate onSubmit={choose}>
        <div className="space-y-4">
          <ErrorSummary formId={formId} errors={errors} labels={LABELS} focusKey={feedback.focusKey} />
          <MoneyField
            control={form.control}
            formId={formId}
            name="requestedAmount"
            label="Valor a antecipar (R$)"
            hint={limit?.text}
            error={errors.requestedAmount?.message}
          />
          <FormField id={fieldId(formId, "termInMonths")} label="Saques-aniversário antecipados" error={errors.termInMonths?.message}>
            <select id={fieldId(formId, "termInMonths")} className={INPUT_CLASS} {...form.register("termInMonths", { valueAsNumber: true })}>
              {years.map((months) => (
                <option key={months} value={months}>
                  {months / 12} {months === 12 ? "saque (12 meses)" : `saques (${months} meses)`}
                </option>
              ))}
            </select>
          </FormField>
          <RateField
            control={form.control}
            formId={formId}
            name="apr"
            label="Taxa de juros mensal"
            hint={`Faixa do produto: ${formatPercent(product.monthlyRate.min)} a ${formatPercent(product.monthlyRate.max)} ao mês`}
            error={errors.apr?.message}
          />
          <FormField
            id={fieldId(formId, "paymentMonth")}
            label="Mês do saque-aniversário"
            hint={birthMonth ? `Sugerido pelo nascimento (${birthDate.slice(8, 10)}/${birthDate.slice(5, 7)}): ${birthMonth}` : undefined}
            error={errors.paymentMonth?.message}
          >
            <select id={fieldId(formId, "paymentMonth")} className={INPUT_CLASS} {...form.register("paymentMonth")}>
              {paymentMonthValues
                .filter((month) => month !== "NotSet")
                .map((month) => (
                  <option key={month} value={month}>
                    {MONTH_LABELS[month]}
                  </option>
                ))}
            </select>
          </FormField>
        </div>
        <div className="min-w-0 space-y-3" aria-live="polite" aria-busy={preview.updating}>
          <PreviewState preview={preview} waitingText="Informe o valor para ver as parcelas anuais." />
          {preview.result && (
            <>
              <PlanSummary plan={preview.result} annual />
              <InstallmentsTable plan={preview.result} caption="Parcelas anuais, no mês do saque-aniversário" />
            </>
          )}
          <Callout tone="info">O saldo antecipável é conferido na averbação, no órgão do FGTS: um valor acima dele volta em revisão de garantia.</Callout>
          <StickyActions inCard>
            <Button type="submit" pending={wizard.pending} disabled={!preview.result || preview.updating}>
              Escolher esta simulação
            </Button>
          </StickyActions>
        </div>
      </form>
    </Card>
  );
}

