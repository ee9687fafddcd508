import type { ReactNode } from "react";
import type { OperatorSessionView } from "@/lib/portal/auth/sessions";
import { formatDateTime } from "@/lib/portal/format/format-date-time";

/** A cell's column name, said on a phone where each row is a card and the header row is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 md:hidden">{children} </span>;
}

/**
 * Open sessions of an operator (browser, network prefix, times). `currentSessionId` marks the session of this
 * request; `endControl` renders the way to end each other session (the one in use ends with "Sair"). On a phone each
 * row becomes a card (one DOM for both: six columns do not fit 390 px).
 */
export function SessionsTable({
  sessions,
  currentSessionId,
  endControl,
}: {
  sessions: readonly OperatorSessionView[];
  currentSessionId: string | null;
  endControl: (session: OperatorSessionView) => ReactNode;
}) {
  if (sessions.length === 0) return <p className="mt-4 text-sm text-slate-500">Nenhuma sessão aberta.</p>;
  return (
    <table className="mt-4 block w-full text-left text-sm md:table">
      <thead className="hidden text-slate-500 md:table-header-group">
        <tr>
          <th className="py-2 font-medium">Navegador</th>
          <th className="py-2 font-medium">Rede</th>
          <th className="py-2 font-medium">Entrada</th>
          <th className="py-2 font-medium">Último acesso</th>
          <th className="py-2 font-medium">Expira</th>
          <th className="py-2">
            <span className="sr-only">Encerrar</span>
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-100 md:table-row-group">
        {sessions.map((session) => (
          <tr key={session.id} className="block py-3 md:table-row md:py-0">
            <td className="block break-words font-medium text-slate-900 md:table-cell md:py-2 md:font-normal">
              {session.userAgent ?? "—"}
              {session.id === currentSessionId && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">esta sessão</span>}
            </td>
            <td className="block md:table-cell md:py-2">
              <PhoneLabel>Rede</PhoneLabel>
              {session.ipPrefix ?? "—"}
            </td>
            <td className="block md:table-cell md:py-2">
              <PhoneLabel>Entrada</PhoneLabel>
              {formatDateTime(session.createdAt)}
            </td>
            <td className="block md:table-cell md:py-2">
              <PhoneLabel>Último acesso</PhoneLabel>
              {formatDateTime(session.lastSeenAt)}
            </td>
            <td className="block md:table-cell md:py-2">
              <PhoneLabel>Expira</PhoneLabel>
              {formatDateTime(session.expires)}
            </td>
            <td className="block pt-2 md:table-cell md:py-2 md:text-right">{session.id !== currentSessionId && endControl(session)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
