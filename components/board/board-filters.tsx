"use client";

import { SlidersHorizontal } from "lucide-react";
import Form from "next/form";
import Link from "next/link";
import { useState } from "react";
import { NONE, type BoardSearchValues } from "@/lib/portal/board/board-filters";
import type { BoardOption } from "@/lib/portal/board/list-board-options";
import { PRODUCT_KINDS, PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";

const FIELD = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
const LABEL = "block text-sm font-medium text-slate-700";

/**
 * The board's filters as a GET form (next/form: client-side navigation, and it works without JavaScript): the
 * URL carries them, so a filtered board can be bookmarked or shared. Folded on a phone.
 */
export function BoardFilters(props: {
  readonly values: BoardSearchValues;
  readonly branches: readonly BoardOption[];
  readonly operators: readonly BoardOption[];
  readonly hasUnassigned: boolean;
}) {
  const { values, branches, operators, hasUnassigned } = props;
  const active = Object.values(values).filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  const showBranches = branches.length > 1 || hasUnassigned;
  return (
    <section aria-label="Filtros" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filtros-painel"
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-slate-700 md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          Filtros{active > 0 ? ` (${active})` : ""}
        </span>
        <span className="text-brand-700">{open ? "Ocultar" : "Mostrar"}</span>
      </button>
      <Form
        id="filtros-painel"
        action="/board"
        className={`${open ? "grid" : "hidden"} gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 md:grid md:border-t-0 lg:grid-cols-12`}
      >
        <div className="lg:col-span-3">
          <label htmlFor="filtro-busca" className={LABEL}>
            Número da operação ou CPF
          </label>
          <input
            id="filtro-busca"
            name="q"
            type="search"
            maxLength={40}
            defaultValue={values.q ?? ""}
            placeholder="CN00000123 ou 000.000.000-00"
            autoComplete="off"
            spellCheck={false}
            inputMode="search"
            className={FIELD}
          />
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="filtro-produto" className={LABEL}>
            Produto
          </label>
          <select id="filtro-produto" name="product" defaultValue={values.product ?? ""} className={FIELD}>
            <option value="">Todos</option>
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PRODUCT_SHORT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {showBranches && (
          <div className="lg:col-span-2">
            <label htmlFor="filtro-agencia" className={LABEL}>
              Agência
            </label>
            <select id="filtro-agencia" name="branch" defaultValue={values.branch ?? ""} className={FIELD}>
              <option value="">Todas</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
              {hasUnassigned && <option value={NONE}>Sem agência (outro canal)</option>}
            </select>
          </div>
        )}
        <div className={showBranches ? "lg:col-span-2" : "lg:col-span-3"}>
          <label htmlFor="filtro-operador" className={LABEL}>
            Origem
          </label>
          <select id="filtro-operador" name="operator" defaultValue={values.operator ?? ""} className={FIELD}>
            <option value="">Todas</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name}
              </option>
            ))}
            <option value={NONE}>Criadas fora do portal</option>
          </select>
        </div>
        <fieldset className={`grid grid-cols-2 gap-3 ${showBranches ? "lg:col-span-3" : "lg:col-span-4"}`}>
          <legend className="sr-only">Período de criação</legend>
          <div>
            <label htmlFor="filtro-de" className={LABEL}>
              Criadas de
            </label>
            <input id="filtro-de" name="from" type="date" defaultValue={values.from ?? ""} className={FIELD} />
          </div>
          <div>
            <label htmlFor="filtro-ate" className={LABEL}>
              até
            </label>
            <input id="filtro-ate" name="to" type="date" defaultValue={values.to ?? ""} className={FIELD} />
          </div>
        </fieldset>
        <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-12">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Filtrar
          </button>
          {active > 0 && (
            <Link href="/board" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Limpar filtros
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
