import Link from "next/link";
import { AUDIT_ACTIONS } from "@/lib/portal/audit/audit-actions";
import { DEFAULT_PAGE_SIZE, type AuditSearchValues } from "@/lib/portal/audit/audit-filters";
import type { AuditOperatorOption } from "@/lib/portal/audit/find-audit-events";
import { Button, buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { FIELD_LABEL_CLASS } from "@/components/ui/form-field";
import { FILTER_FIELD_CLASS, SelectField } from "@/components/ui/select-field";

const PAGE_SIZES = [25, 50, 100, 200];

/**
 * The audit filters as a plain GET form: it works without JavaScript and its URL can be bookmarked or shared.
 * Values are the raw ones from the URL, so an invalid entry is shown again beside its message.
 */
export function AuditFilterForm({ values, operators }: { values: AuditSearchValues; operators: readonly AuditOperatorOption[] }) {
  return (
    <form method="get" action="/audit" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3 lg:grid-cols-6">
      <SelectField id="filtro-operador" label="Operador" name="operator" defaultValue={values.operator ?? ""} className="md:col-span-1 lg:col-span-2">
        <option value="">Todos os operadores</option>
        {operators.map((operator) => (
          <option key={operator.id} value={operator.id}>
            {operator.label}
          </option>
        ))}
      </SelectField>
      <SelectField id="filtro-acao" label="Ação" name="action" defaultValue={values.action ?? ""} className="md:col-span-1 lg:col-span-2">
        <option value="">Todas as ações</option>
        {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
          <option key={action} value={action}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className="md:col-span-1 lg:col-span-2">
        <label htmlFor="filtro-operacao" className={FIELD_LABEL_CLASS}>
          Operação (identificador)
        </label>
        <input
          id="filtro-operacao"
          name="operation"
          defaultValue={values.operation ?? ""}
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
          className={cx(FILTER_FIELD_CLASS, "font-mono")}
        />
      </div>
      <div>
        <label htmlFor="filtro-de" className={FIELD_LABEL_CLASS}>
          De
        </label>
        <input id="filtro-de" name="from" type="date" defaultValue={values.from ?? ""} className={FILTER_FIELD_CLASS} />
      </div>
      <div>
        <label htmlFor="filtro-ate" className={FIELD_LABEL_CLASS}>
          Até
        </label>
        <input id="filtro-ate" name="to" type="date" defaultValue={values.to ?? ""} className={FILTER_FIELD_CLASS} />
      </div>
      <SelectField id="filtro-tamanho" label="Itens por página" name="size" defaultValue={values.size ?? String(DEFAULT_PAGE_SIZE)}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-3 md:col-span-3 lg:col-span-3 lg:justify-end">
        <Button type="submit">Filtrar</Button>
        <Link href="/audit" prefetch={false} className={buttonClass("ghost")}>
          Limpar filtros
        </Link>
      </div>
      <p className="text-xs text-slate-500 md:col-span-3 lg:col-span-6">Datas e horários no horário de Brasília; a data final inclui o dia inteiro.</p>
    </form>
  );
}
