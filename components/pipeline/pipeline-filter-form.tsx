"use client";

import { SlidersHorizontal } from "lucide-react";
import Form from "next/form";
import Link from "next/link";
import { useState } from "react";
import { cx } from "@/components/ui/class-names";
import type { BoardOption } from "@/lib/portal/board/list-board-options";
import { NONE, type PipelineSearchValues } from "@/lib/portal/pipeline/pipeline-filters";
import type { PeriodDays, PeriodPreset } from "@/lib/portal/pipeline/pipeline-period";
import { PRODUCT_KINDS, PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";

const FIELD = "mt-1 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
const LABEL = "block text-sm font-medium text-slate-700";

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
                  className={cx(
                    "inline-block rounded-full border px-3 py-1 text-sm font-medium",
                    current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
                  )}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filtros-gerencial"
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-slate-700 md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          Datas e filtros{narrowing > 0 ? ` (${narrowing})` : ""}
        </span>
        <span className="text-brand-700">{open ? "Ocultar" : "Mostrar"}</span>
      </button>
      <Form
        id="filtros-gerencial"
        action="/pipeline"
        className={`${open ? "grid" : "hidden"} gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 md:grid md:border-t-0 lg:grid-cols-12`}
      >
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-4">
          <legend className="sr-only">Período (dias de Brasília, inclusive)</legend>
          <div className="min-w-0">
            <label htmlFor="gerencial-de" className={LABEL}>
              De
            </label>
            <input id="gerencial-de" name="from" type="date" required defaultValue={values.from ?? period.from} className={FIELD} />
          </div>
          <div className="min-w-0">
            <label htmlFor="gerencial-ate" className={LABEL}>
              Até
            </label>
            <input id="gerencial-ate" name="to" type="date" required defaultValue={values.to ?? period.to} className={FIELD} />
          </div>
        </fieldset>
        <div className="lg:col-span-2">
          <label htmlFor="gerencial-produto" className={LABEL}>
            Produto
          </label>
          <select id="gerencial-produto" name="product" defaultValue={values.product ?? ""} className={FIELD}>
            <option value="">Todos</option>
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PRODUCT_SHORT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="gerencial-correspondente" className={LABEL}>
            Correspondente
          </label>
          <select id="gerencial-correspondente" name="organization" defaultValue={values.organization ?? ""} className={FIELD}>
            <option value="">Todos</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="gerencial-agencia" className={LABEL}>
            Agência
          </label>
          <select id="gerencial-agencia" name="branch" defaultValue={values.branch ?? ""} className={FIELD}>
            <option value="">Todas</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
            {hasUnassigned && <option value={NONE}>Sem agência (outro canal)</option>}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="gerencial-operador" className={LABEL}>
            Operador
          </label>
          <select id="gerencial-operador" name="operator" defaultValue={values.operator ?? ""} className={FIELD}>
            <option value="">Todos</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name}
              </option>
            ))}
            <option value={NONE}>Criadas fora do portal</option>
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-12">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Aplicar
          </button>
          {narrowing > 0 && (
            <Link href={`/pipeline?from=${period.from}&to=${period.to}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Limpar filtros (manter o período)
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
