import Link from "next/link";
import { AUDIT_ACTIONS } from "@/lib/portal/audit/audit-actions";
import { DEFAULT_PAGE_SIZE, type AuditSearchValues } from "@/lib/portal/audit/audit-filters";
import type { AuditOperatorOption } from "@/lib/portal/audit/find-audit-events";

const PAGE_SIZES = [25, 50, 100, 200];
const FIELD = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
const LABEL = "block text-sm font-medium text-slate-700";

/**
 * The audit filters as a plain GET form: it works without JavaScript and its URL can be bookmarked or shared.
 * Values are the raw ones from the URL, so an invalid entry is shown again beside its message.
 */
export function AuditFilterForm({ values, operators }: { values: AuditSearchValues; operators: readonly AuditOperatorOption[] }) {
  return (
    <form method="get" action="/audit" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3 lg:grid-cols-6">
      <div className="md:col-span-1 lg:col-span-2">
        <label htmlFor="filtro-operador" className={LABEL}>
          Operador
        </label>
        <select id="filtro-operador" name="operator" defaultValue={values.operator ?? ""} className={FIELD}>
          <option value="">Todos os operadores</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.label}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-1 lg:col-span-2">
        <label htmlFor="filtro-acao" className={LABEL}>
          Ação
        </label>
        <select id="filtro-acao" name="action" defaultValue={values.action ?? ""} className={FIELD}>
          <option value="">Todas as ações</option>
          {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-1 lg:col-span-2">
        <label htmlFor="filtro-operacao" className={LABEL}>
          Operação (identificador)
        </label>
        <input
          id="filtro-operacao"
          name="operation"
          defaultValue={values.operation ?? ""}
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
          className={`${FIELD} font-mono`}
        />
      </div>
      <div>
        <label htmlFor="filtro-de" className={LABEL}>
          De
        </label>
        <input id="filtro-de" name="from" type="date" defaultValue={values.from ?? ""} className={FIELD} />
      </div>
      <div>
        <label htmlFor="filtro-ate" className={LABEL}>
          Até
        </label>
        <input id="filtro-ate" name="to" type="date" defaultValue={values.to ?? ""} className={FIELD} />
      </div>
      <div>
        <label htmlFor="filtro-tamanho" className={LABEL}>
          Itens por página
        </label>
        <select id="filtro-tamanho" name="size" defaultValue={values.size ?? String(DEFAULT_PAGE_SIZE)} className={FIELD}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-3 md:col-span-3 lg:col-span-3 lg:justify-end">
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Filtrar
        </button>
        <Link href="/audit" prefetch={false} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Limpar filtros
        </Link>
      </div>
      <p className="text-xs text-slate-500 md:col-span-3 lg:col-span-6">Datas e horários no horário de Brasília; a data final inclui o dia inteiro.</p>
    </form>
  );
}
