import Link from "next/link";
import type { ReactNode } from "react";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import type { OperatorListItem } from "@/lib/portal/operators/list-operators";
import { OperatorStatusBadge } from "./operator-status-badge";
import { textLinkClass } from "@/components/ui/text-link";

/** A cell's column name, said on a phone where each row is a card and the header row is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 md:hidden">{children}: </span>;
}

/** The operators found: a table on a desk, each row a card on a phone (one DOM: six columns do not fit 390 px). */
export function OperatorsTable({ operators }: { operators: readonly OperatorListItem[] }) {
  if (operators.length === 0) return <p className="py-6 text-center text-sm text-slate-500">Nenhum operador com estes filtros.</p>;
  return (
    <table className="block w-full text-left text-sm md:table">
      <thead className="hidden text-slate-500 md:table-header-group">
        <tr>
          <th className="py-2 font-medium">Nome</th>
          <th className="py-2 font-medium">E-mail</th>
          <th className="py-2 font-medium">Perfil</th>
          <th className="py-2 font-medium">Agência</th>
          <th className="py-2 font-medium">Sessões abertas</th>
          <th className="py-2 font-medium">Situação</th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-100 md:table-row-group">
        {operators.map((operator) => (
          <tr key={operator.id} className="grid grid-cols-[1fr_auto] gap-x-3 py-3 md:table-row md:py-0">
            <td className="md:table-cell md:py-2">
              <Link href={`/admin/operators/${operator.id}`} className={textLinkClass()}>
                {operator.name}
              </Link>
            </td>
            <td className="col-span-2 break-all text-slate-600 md:table-cell md:break-normal md:py-2 md:text-inherit">{operator.email}</td>
            <td className="col-span-2 md:table-cell md:py-2">
              <PhoneLabel>Perfil</PhoneLabel>
              {ROLE_LABELS[operator.role]}
            </td>
            <td className="col-span-2 md:table-cell md:py-2">
              <PhoneLabel>Agência</PhoneLabel>
              {operator.branch ? (
                <>
                  {operator.branch.name}
                  <span className="text-xs text-slate-500 md:block">
                    <span className="md:hidden"> · </span>
                    {operator.branch.organizationName}
                  </span>
                </>
              ) : (
                <span className="text-slate-500">Todas</span>
              )}
            </td>
            <td className="col-span-2 tabular-nums md:table-cell md:py-2">
              <PhoneLabel>Sessões abertas</PhoneLabel>
              {operator.openSessions}
            </td>
            {/* First line's right end on a phone, last column on a desk. */}
            <td className="col-start-2 row-start-1 justify-self-end md:table-cell md:py-2">
              <OperatorStatusBadge status={operator.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
