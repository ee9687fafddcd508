import Link from "next/link";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import type { OperatorListItem } from "@/lib/portal/operators/list-operators";
import { OperatorStatusBadge } from "./operator-status-badge";

export function OperatorsTable({ operators }: { operators: readonly OperatorListItem[] }) {
  if (operators.length === 0) return <p className="py-6 text-center text-sm text-slate-500">Nenhum operador com estes filtros.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-slate-500">
        <tr>
          <th className="py-2 font-medium">Nome</th>
          <th className="py-2 font-medium">E-mail</th>
          <th className="py-2 font-medium">Perfil</th>
          <th className="py-2 font-medium">Agência</th>
          <th className="py-2 font-medium">Sessões abertas</th>
          <th className="py-2 font-medium">Situação</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {operators.map((operator) => (
          <tr key={operator.id}>
            <td className="py-2">
              <Link href={`/admin/operators/${operator.id}`} className="font-medium text-brand-700 hover:underline">
                {operator.name}
              </Link>
            </td>
            <td className="py-2">{operator.email}</td>
            <td className="py-2">{ROLE_LABELS[operator.role]}</td>
            <td className="py-2">
              {operator.branch ? (
                <>
                  {operator.branch.name}
                  <span className="block text-xs text-slate-500">{operator.branch.organizationName}</span>
                </>
              ) : (
                <span className="text-slate-500">Todas</span>
              )}
            </td>
            <td className="py-2 tabular-nums">{operator.openSessions}</td>
            <td className="py-2">
              <OperatorStatusBadge status={operator.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
