"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { replaceCollateralAction } from "@/lib/portal/operations/actions";
import { MoneyField } from "@/components/origination/simulation-fields";
import { useFormFeedback } from "@/components/origination/use-wizard";
import { Button } from "@/components/ui/button";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { collateralFormSchema, type CollateralForm, type CollateralFormInput } from "@/lib/portal/operations/operation-forms";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FORM_ID = "garantia";
const LABELS = { warrantyType: "Tipo", discountStartPeriod: "Competência do primeiro desconto", totalValueInCents: "Valor total garantido" };

/**
 * Collateral corrections (what a warranty revision usually asks): the competence, the kind of loan and the value
 * guaranteed, typed in reais and sent as the contract's decimal reais; the rest of the item stays as recorded.
 */
export function CollateralForm({ operationId, currentCompetence, defaults }: { operationId: string; currentCompetence: string; defaults: CollateralFormInput }) {
  const router = useRouter();
  const { pending, run } = useActionRunner();
  const schema = useMemo(() => collateralFormSchema(currentCompetence), [currentCompetence]);
  const form = useForm<CollateralFormInput, unknown, CollateralForm>({ resolver: zodResolver(schema), shouldFocusError: false, defaultValues: defaults });
  const feedback = useFormFeedback(form, Object.keys(LABELS));
  const { errors } = form.formState;
  const id = (name: string) => fieldId(FORM_ID, name);
  const submit = form.handleSubmit(
    (values) => run(() => replaceCollateralAction({ operationId, form: values }), { onSuccess: router.refresh, onFailure: feedback.fail }),
    feedback.onInvalid,
  );
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
      <ErrorSummary formId={FORM_ID} errors={errors} labels={LABELS} focusKey={feedback.focusKey} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id("warrantyType")} label="Tipo da operação" error={errors.warrantyType?.message}>
          <select id={id("warrantyType")} className={INPUT_CLASS} {...form.register("warrantyType")}>
            <option value="RegistryEmployee">Empréstimo novo</option>
            <option value="RegistryEmployeeRefinance">Refinanciamento</option>
          </select>
        </FormField>
        <FormField id={id("discountStartPeriod")} label="Competência do primeiro desconto" error={errors.discountStartPeriod?.message}>
          <input
            id={id("discountStartPeriod")}
            type="month"
            min={currentCompetence.slice(0, 7)}
            className={INPUT_CLASS}
            {...fieldAria(id("discountStartPeriod"), errors.discountStartPeriod?.message)}
            {...form.register("discountStartPeriod")}
          />
        </FormField>
        <MoneyField control={form.control} formId={FORM_ID} name="totalValueInCents" label="Valor total garantido (R$)" hint="Em reais; vai ao contrato como decimal em reais" error={errors.totalValueInCents?.message} />
      </div>
      <Button type="submit" pending={pending}>
        Salvar garantia
      </Button>
    </form>
  );
}
