"use client";

import Form from "next/form";
import Link from "next/link";
import { useState } from "react";
import { NONE, type BoardSearchValues } from "@/lib/portal/board/board-filters";
import type { BoardOption } from "@/lib/portal/board/list-board-options";
import { PRODUCT_KINDS, PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";
import { Button, buttonClass } from "@/components/ui/button";
import { FIELD_LABEL_CLASS } from "@/components/ui/form-field";
import { FoldToggle } from "@/components/ui/fold-toggle";
import { FILTER_FIELD_CLASS, SelectField } from "@/components/ui/select-field";


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
      <FoldToggle label={`Filtros${active > 0 ? ` (${active})` : ""}`} open={open} controls="filtros-painel" onToggle={() => setOpen(!open)} />
      <Form
        id="filtros-painel"
        action="/board"
        className={`${open ? "grid" : "hidden"} gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 md:grid md:border-t-0 lg:grid-cols-12`}
      >
        <div className="lg:col-span-3">
          <label htmlFor="filtro-busca" className={FIELD_LABEL_CLASS}>
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
            className={FILTER_FIELD_CLASS}
          />
        </div>
        <SelectField id="filtro-produto" label="Produto" name="product" defaultValue={values.product ?? ""} className="lg:col-span-2">
          <option value="">Todos</option>
          {PRODUCT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCT_SHORT_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        {showBranches && (
          <SelectField id="filtro-agencia" label="Agência" name="branch" defaultValue={values.branch ?? ""} className="lg:col-span-2">
            <option value="">Todas</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
            {hasUnassigned && <option value={NONE}>Sem agência (outro canal)</option>}
          </SelectField>
        )}
        <SelectField id="filtro-operador" label="Origem" name="operator" defaultValue={values.operator ?? ""} className={showBranches ? "lg:col-span-2" : "lg:col-span-3"}>
          <option value="">Todas</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name}
            </option>
          ))}
          <option value={NONE}>Criadas fora do portal</option>
        </SelectField>
        <fieldset className={`grid grid-cols-2 gap-3 ${showBranches ? "lg:col-span-3" : "lg:col-span-4"}`}>
          <legend className="sr-only">Período de criação</legend>
          <div>
            <label htmlFor="filtro-de" className={FIELD_LABEL_CLASS}>
              Criadas de
            </label>
            <input id="filtro-de" name="from" type="date" defaultValue={values.from ?? ""} className={FILTER_FIELD_CLASS} />
          </div>
          <div>
            <label htmlFor="filtro-ate" className={FIELD_LABEL_CLASS}>
              até
            </label>
            <input id="filtro-ate" name="to" type="date" defaultValue={values.to ?? ""} className={FILTER_FIELD_CLASS} />
          </div>
        </fieldset>
        <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-12">
          <Button type="submit">Filtrar</Button>
          {active > 0 && (
            <Link href="/board" className={buttonClass("ghost")}>
              Limpar filtros
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
