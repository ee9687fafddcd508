"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { createOperationAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { formatCnpj, formatCpf } from "@/lib/contract/tax-ids";
import { formatCents, formatReais, type Cents, type Reais } from "@/lib/money";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { formatCompetence, formatContractDay, formatInstantDate } from "@/lib/portal/format/dates";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import { creationFormSchema, fgtsCreationFormSchema, type CreationForm, type CreationFormInput } from "@/lib/portal/origination/creation-schemas";
import type { StepView } from "@/lib/portal/origination/load-step-view";
import { typedDefaults, useTypedValues } from "../use-typed-values";
import { useFormFeedback, useWizard } from "../use-wizard";
import { StickyActions } from "@/components/ui/sticky-actions";

const FORM_ID = "operacao";
const LABELS = { warrantyType: "Tipo da garantia", discountStartPeriod: "Competência do primeiro desconto", observations: "Observações" };

type View = Extract<StepView, { step: "operacao" }>;

/**
 * Step "operacao": the operation is created from what the earlier steps recorded. The collateral comes filled from
 * the margin query (`totalValue` and `registry_OriginalMargin` in reais, as the contract wants); the operator confirms
 * the kind of loan and the first discount's competence. One click, one operation (the draft is the idempotency key).
 */
export function CreationStep({
  product,
  draftId,
  locked,
  view,
  typed,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  view: View;
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}) {
  const wizard = useWizard(product, draftId);
  const payroll = product === "payroll";
  const schema = useMemo(() => (payroll ? creationFormSchema(view.currentCompetence) : fgtsCreationFormSchema), [payroll, view.currentCompetence]);
  const form = useForm<CreationFormInput, unknown, CreationForm>({
    resolver: zodResolver(schema as ReturnType<typeof creationFormSchema>),
    shouldFocusError: false,
    defaultValues: typedDefaults<CreationFormInput>(
      { warrantyType: "RegistryEmployee", discountStartPeriod: (view.defaultCompetence ?? view.currentCompetence).slice(0, 7), observations: "" },
      typed[FORM_ID],
    ),
  });
  useTypedValues(form, { draftId, step: "operacao", formId: FORM_ID });
  const feedback = useFormFeedback(form, Object.keys(LABELS));
  const { errors } = form.formState;
  const { amortization, collateral, borrower } = view;
  const submit = form.handleSubmit(
    (values) => wizard.run(() => createOperationAction({ draftId, product: payroll ? "payroll" : "fgts", form: values }), { onFailure: feedback.fail }),
    feedback.onInvalid,
  );
  const id = (name: string) => fieldId(FORM_ID, name);

  return (
    <div className="space-y-4">
      {view.recorded && (
        <Callout tone="success" title={`Operação ${view.recorded.creditNoteNo} criada`}>
          <p>Criada em {formatInstantDate(view.recorded.createdAt)}. Siga para os documentos.</p>
          <div className="pt-2">
            <Button size="sm" onClick={wizard.advance}>
              Continuar
            </Button>
          </div>
        </Callout>
      )}
      <Card id="resumo" title="O que será criado" description={view.productName}>
        <DescriptionList
          columns={3}
          items={[
            { term: "Tomador", value: `${borrower.name} · CPF ${formatCpf(borrower.registrationNumber)}` },
            { term: "Conta de liquidação", value: describeAccount(borrower.bankAccount), wide: false },
            { term: "Valor contratado", value: formatCents(amortization.requestedAmount as Cents) },
            {
              term: amortization.amortizationType === "fgts" ? "Saques antecipados" : "Parcelas",
              value: amortization.amortizationType === "fgts" ? `${amortization.termInMonths / 12} (${amortization.termInMonths} meses)` : `${amortization.numberOfPayments}`,
            },
            { term: "Taxa de juros", value: `${formatPercent(amortization.apr)} a.m.` },
            ...(amortization.amortizationType !== "fgts" ? [{ term: "Primeiro vencimento", value: formatContractDay(amortization.firstPaymentDate) }] : []),
          ]}
        />
      </Card>
      {collateral && (
        <Card id="garantia" title="Garantia (averbação da margem)" description="Preenchida pela consulta de margem. Valores em reais, como o contrato pede.">
          <DescriptionList
            columns={3}
            items={[
              { term: "Empregador", value: collateral.registry_EmployerName },
              { term: "CNPJ", value: formatCnpj(collateral.registry_EmployerRegistrationNumber) },
              { term: "Código do empregador", value: collateral.registry_EmployerRegistrationCode },
              { term: "Matrícula", value: collateral.registry_EmployeeCode },
              { term: "Admissão", value: formatContractDay(collateral.registry_EmployeeAdmissionDate) },
              { term: "Valor total garantido (R$)", value: formatReais(collateral.totalValue as Reais) },
              ...(collateral.registry_OriginalMargin !== undefined ? [{ term: "Margem livre encontrada (R$)", value: formatReais(collateral.registry_OriginalMargin as Reais) }] : []),
              ...(collateral.registry_ProposalNumber ? [{ term: "Número da proposta", value: collateral.registry_ProposalNumber }] : []),
            ]}
          />
        </Card>
      )}
      {!locked && !view.recorded && (
        <Card id="criacao" title="Confirmar e criar">
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={submit}>
            <ErrorSummary formId={FORM_ID} errors={errors} labels={LABELS} focusKey={feedback.focusKey} />
            {payroll && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={id("warrantyType")} label="Tipo da operação" error={errors.warrantyType?.message}>
                  <select id={id("warrantyType")} className={INPUT_CLASS} {...form.register("warrantyType")}>
                    <option value="RegistryEmployee">Empréstimo novo</option>
                    <option value="RegistryEmployeeRefinance">Refinanciamento de contrato consignado vigente</option>
                  </select>
                </FormField>
                <FormField
                  id={id("discountStartPeriod")}
                  label="Competência do primeiro desconto em folha"
                  hint={view.defaultCompetence ? `Sugerida pelo primeiro vencimento: ${formatCompetence(view.defaultCompetence)}` : undefined}
                  error={errors.discountStartPeriod?.message}
                >
                  <input
                    id={id("discountStartPeriod")}
                    type="month"
                    min={view.currentCompetence.slice(0, 7)}
                    className={INPUT_CLASS}
                    {...fieldAria(id("discountStartPeriod"), errors.discountStartPeriod?.message, Boolean(view.defaultCompetence))}
                    {...form.register("discountStartPeriod")}
                  />
                </FormField>
              </div>
            )}
            <FormField id={id("observations")} label="Observações para a mesa de crédito (opcional)" error={errors.observations?.message}>
              <textarea id={id("observations")} rows={3} maxLength={2000} className={INPUT_CLASS} {...form.register("observations")} />
            </FormField>
            <StickyActions inCard>
              <Button type="submit" pending={wizard.pending}>
                Criar operação
              </Button>
            </StickyActions>
          </form>
        </Card>
      )}
    </div>
  );
}
