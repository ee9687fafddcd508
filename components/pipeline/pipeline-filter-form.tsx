"use client";

import Form from "next/form";
import Link from "next/link";
import { useState } from "react";
import type { BoardOption } from "@/lib/portal/board/list-board-options";
import { NONE, type PipelineSearchValues } from "@/lib/portal/pipeline/pipeline-filters";
import type { PeriodDays, PeriodPreset } from "@/lib/portal/pipeline/pipeline-period";
import { PRODUCT_KINDS, PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";
import { Button, buttonClass } from "@/components/ui/button";
import { chipClass } from "@/components/ui/chip";
import { FIELD_LABEL_CLASS } from "@/components/ui/form-field";
import { FoldToggle } from "@/components/ui/fold-toggle";
import { FILTER_FIELD_CLASS, SelectField } from "@/components/ui/select-field";


/**
 * The pipeline boards' filters as a GET form (next/form: client-side navigation, and it works without JavaScript):
 * the URL carries them, so a view can be bookmarked, shared and left with the back button. The quick periods are
 * plain links that keep the other filters. Folded on a phone.
 */
export function PipelineFilterForm(props: {
  readonly values: PipelineSearchValues;
  readonly period: PeriodDays;
  readonly presets: readonly (PeriodPreset & { readonly href: string })[];
  readonly organizations: readonly BoardOption[];
  readonly branches: readonly BoardOption[];
  readonly operators: readonly BoardOption[];
  readonly hasUnassigned: boolean;
}) {
  const { values, period, presets, organizations, branches, operators, hasUnassigned } = props;
  const narrowing = ["product", "organization", "branch", "operator"].filter((name) => values[name as keyof PipelineSearchValues]).length;
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Filtros" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3">
        <span className="text-sm font-medium text-slate-700">Período:</span>
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => {
            const current = preset.from === period.from && preset.to === period.to;
            return (
              <li key={preset.id}>
                <Link
                  href={preset.href}
                  aria-current={current ? "true" : undefined}
                  className={chipClass(current)}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <FoldToggle label={`Datas e filtros${narrowing > 0 ? ` (${narrowing})` : ""}`} open={open} controls="filtros-gerencial" onToggle={() => setOpen(!open)} />
      <Form
        id="filtros-gerencial"
        action="/pipeline"
        className={`${open ? "grid" : "hidden"} gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 md:grid md:border-t-0 lg:grid-cols-12`}
      >
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-4">
          <legend className="sr-only">Período (dias de Brasília, inclusive)</legend>
          <div className="min-w-0">
            <label htmlFor="gerencial-de" className={FIELD_LABEL_CLASS}>
              De
            </label>
            <input id="gerencial-de" name="from" type="date" required defaultValue={values.from ?? period.from} className={FILTER_FIELD_CLASS} />
          </div>
          <div className="min-w-0">
            <label htmlFor="gerencial-ate" className={FIELD_LABEL_CLASS}>
              Até
            </label>
            <input id="gerencial-ate" name="to" type="date" required defaultValue={values.to ?? period.to} className={FILTER_FIELD_CLASS} />
          </div>
        </fieldset>
        <SelectField id="gerencial-produto" label="Produto" name="product" defaultValue={values.product ?? ""} className="lg:col-span-2">
          <option value="">Todos</option>
          {PRODUCT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCT_SHORT_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField id="gerencial-correspondente" label="Correspondente" name="organization" defaultValue={values.organization ?? ""} className="lg:col-span-2">
          <option value="">Todos</option>
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="gerencial-agencia" label="Agência" name="branch" defaultValue={values.branch ?? ""} className="lg:col-span-2">
          <option value="">Todas</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
          {hasUnassigned && <option value={NONE}>Sem agência (outro canal)</option>}
        </SelectField>
        <SelectField id="gerencial-operador" label="Operador" name="operator" defaultValue={values.operator ?? ""} className="lg:col-span-2">
          <option value="">Todos</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name}
            </option>
          ))}
          <option value={NONE}>Criadas fora do portal</option>
        </SelectField>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-12">
          <Button type="submit">Aplicar</Button>
          {narrowing > 0 && (
            <Link href={`/pipeline?from=${period.from}&to=${period.to}`} className={buttonClass("ghost")}>
              Limpar filtros (manter o período)
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
