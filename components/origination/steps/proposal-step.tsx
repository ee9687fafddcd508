"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { sendProposalAction } from "@/lib/portal/origination/actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { PercentInput } from "@/components/ui/percent-input";
import type { NaturalPerson } from "@/lib/contract";
import { formatCivilDate, formatInstantDate } from "@/lib/portal/format/dates";
import type { DraftData } from "@/lib/portal/origination/draft-data";
import { proposalFormSchema, type ProposalForm, type ProposalFormInput } from "@/lib/portal/origination/proposal-schemas";
import { MoneyField } from "../simulation-fields";
import { typedDefaults, useTypedValues } from "../use-typed-values";
import { useFormFeedback, useWizard } from "../use-wizard";
import { StickyActions } from "@/components/ui/sticky-actions";

const FORM_ID = "proposta";
const LABELS: Record<string, string> = {
  expirationDay: "Validade",
  proposalNumber: "Número da proposta",
  contacts: "Contatos",
  fgtsBalanceInCents: "Saldo FGTS oferecido",
  fgtsRescissionPenaltyInCents: "Multa rescisória",
  rescissionBenefitPercentage: "Percentual da multa",
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Step "proposta" (path A): the chosen offer goes to the employer, with the worker's contacts and, optionally, FGTS reinforcement. */
export function ProposalStep({
  product,
  draftId,
  person,
  today,
  recorded,
  typed,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  person: NaturalPerson;
  today: string;
  recorded: NonNullable<DraftData["proposal"]> | null;
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}) {
  const wizard = useWizard(product, draftId);
  const schema = useMemo(() => proposalFormSchema(today), [today]);
  const contacts = [
    ...(person.phone ? [{ type: "WhatsApp" as const, contact: person.phone }] : []),
    ...(person.email ? [{ type: "Email" as const, contact: person.email }] : []),
  ];
  const form = useForm<ProposalFormInput, unknown, ProposalForm>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: typedDefaults<ProposalFormInput>(
      {
        expirationDay: addDays(today, 7),
        proposalNumber: `PX-${draftId.slice(0, 8).toUpperCase()}`,
        contacts: contacts.length > 0 ? contacts : [{ type: "Cellphone", contact: "" }],
        withReinforcement: false,
        fgtsBalanceInCents: null,
        fgtsRescissionPenaltyInCents: null,
        rescissionBenefitPercentage: null,
      },
      typed[FORM_ID],
    ),
  });
  useTypedValues(form, { draftId, step: "proposta", formId: FORM_ID });
  const list = useFieldArray({ control: form.control, name: "contacts" });
  const withReinforcement = useWatch({ control: form.control, name: "withReinforcement" });
  const feedback = useFormFeedback(form, [...Object.keys(LABELS), ...[0, 1, 2].flatMap((index) => [`contacts.${index}.type`, `contacts.${index}.contact`])]);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => wizard.run(() => sendProposalAction({ draftId, form: values }), { onFailure: feedback.fail }), feedback.onInvalid);
  const id = (name: string) => fieldId(FORM_ID, name);

  return (
    <div className="space-y-4">
      {recorded && (
        <Callout tone="success" title={`Proposta ${recorded.proposalNumber ?? ""} enviada`}>
          <p>
            Válida até {formatInstantDate(recorded.expirationDate)} · <Badge tone="info">{recorded.status}</Badge>
            {recorded.hasWarranty && " · com reforço FGTS"}
          </p>
          <div className="pt-2">
            <Button size="sm" onClick={wizard.advance}>
              Continuar
            </Button>
          </div>
        </Callout>
      )}
      {!recorded && (
      <Card id="proposta" title="Proposta ao empregador" description="O empregador recebe a oferta escolhida e a aceita até a validade; o número da proposta volta na garantia da operação.">
        <form id={FORM_ID} className="space-y-5" noValidate onSubmit={submit}>
          <ErrorSummary formId={FORM_ID} errors={errors} labels={LABELS} focusKey={feedback.focusKey} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={id("expirationDay")} label="Válida até" hint={`Até o fim do dia; hoje é ${formatCivilDate(today)}`} error={errors.expirationDay?.message}>
              <input id={id("expirationDay")} type="date" min={today} className={INPUT_CLASS} {...fieldAria(id("expirationDay"), errors.expirationDay?.message, true)} {...form.register("expirationDay")} />
            </FormField>
            <FormField id={id("proposalNumber")} label="Número da proposta (controle da agência)" error={errors.proposalNumber?.message}>
              <input id={id("proposalNumber")} className={INPUT_CLASS} {...fieldAria(id("proposalNumber"), errors.proposalNumber?.message)} {...form.register("proposalNumber")} />
            </FormField>
          </div>
          <fieldset className="space-y-3">
            <legend className="font-medium text-slate-900">Contatos do trabalhador</legend>
            {list.fields.map((item, index) => (
              <div key={item.id} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
                <FormField id={id(`contacts.${index}.type`)} label="Canal">
                  <select id={id(`contacts.${index}.type`)} className={INPUT_CLASS} {...form.register(`contacts.${index}.type`)}>
                    <option value="Cellphone">Celular (SMS)</option>
                    <option value="WhatsApp">WhatsApp</option>
                    <option value="Email">E-mail</option>
                  </select>
                </FormField>
                <FormField id={id(`contacts.${index}.contact`)} label="Contato" hint="Celular: DDD + número, só dígitos" error={errors.contacts?.[index]?.contact?.message}>
                  <input
                    id={id(`contacts.${index}.contact`)}
                    autoComplete="off"
                    className={INPUT_CLASS}
                    {...fieldAria(id(`contacts.${index}.contact`), errors.contacts?.[index]?.contact?.message, true)}
                    {...form.register(`contacts.${index}.contact`)}
                  />
                </FormField>
                <Button variant="ghost" aria-label={`Remover contato ${index + 1}`} disabled={list.fields.length === 1} onClick={() => list.remove(index)} icon={<Trash2 aria-hidden className="h-4 w-4" />} />
              </div>
            ))}
            {errors.contacts?.message && <p className="text-sm text-red-700">{errors.contacts.message}</p>}
            {list.fields.length < 3 && (
              <Button variant="ghost" size="sm" icon={<Plus aria-hidden className="h-4 w-4" />} onClick={() => list.append({ type: "Email", contact: "" })}>
                Adicionar contato
              </Button>
            )}
          </fieldset>
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
            <legend className="px-1 font-medium text-slate-900">Reforço de garantia com o FGTS</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register("withReinforcement")} />
              Oferecer o saldo do FGTS (e a multa rescisória) como reforço da garantia
            </label>
            {withReinforcement && (
              <div className="grid gap-4 sm:grid-cols-3">
                <MoneyField control={form.control} formId={FORM_ID} name="fgtsBalanceInCents" label="Saldo FGTS oferecido (R$)" error={errors.fgtsBalanceInCents?.message} />
                <MoneyField control={form.control} formId={FORM_ID} name="fgtsRescissionPenaltyInCents" label="Multa rescisória (R$, opcional)" error={errors.fgtsRescissionPenaltyInCents?.message} />
                <FormField id={id("rescissionBenefitPercentage")} label="Percentual da multa considerado" error={errors.rescissionBenefitPercentage?.message}>
                  <Controller
                    control={form.control}
                    name="rescissionBenefitPercentage"
                    render={({ field }) => (
                      <PercentInput id={id("rescissionBenefitPercentage")} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                    )}
                  />
                </FormField>
              </div>
            )}
          </fieldset>
          <StickyActions inCard>
            <Button type="submit" pending={wizard.pending}>
              Enviar proposta ao empregador
            </Button>
          </StickyActions>
        </form>
      </Card>
      )}
      <Card id="pessoa" title="Trabalhador">
        <DescriptionList
          items={[
            { term: "Nome", value: person.name },
            { term: "Celular cadastrado", value: person.phone ?? "—" },
            { term: "E-mail cadastrado", value: person.email ?? "—" },
          ]}
        />
      </Card>
    </div>
  );
}
