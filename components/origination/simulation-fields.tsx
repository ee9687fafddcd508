"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { fieldId } from "@/components/ui/error-summary";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { MoneyInput } from "@/components/ui/money-input";
import { PercentInput } from "@/components/ui/percent-input";

/** A money field (reais typed, integer cents held) bound to a react-hook-form field. */
export function MoneyField<T extends FieldValues>({ control, formId, name, label, hint, error }: { control: Control<T>; formId: string; name: Path<T>; label: string; hint?: string; error?: string }) {
  const id = fieldId(formId, name);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <MoneyInput id={id} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...fieldAria(id, error, Boolean(hint))} />}
      />
    </FormField>
  );
}

/** A monthly-rate field in percent bound to a react-hook-form field. */
export function RateField<T extends FieldValues>({ control, formId, name, label, hint, error }: { control: Control<T>; formId: string; name: Path<T>; label: string; hint?: string; error?: string }) {
  const id = fieldId(formId, name);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PercentInput id={id} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} suffix="% a.m." {...fieldAria(id, error, Boolean(hint))} />
        )}
      />
    </FormField>
  );
}
