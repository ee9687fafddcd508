import type { ReactNode } from "react";
import type { OperatorSessionView } from "@/lib/portal/auth/sessions";
import { formatDateTime } from "@/lib/portal/format/format-date-time";

/**
 * Open sessions of an operator (browser, network prefix, times). `currentSessionId` marks the session of this
 * request; `endControl` renders the way to end each other session (the one in use ends with "Sair").
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
    <table className="mt-4 w-full text-left text-sm">
      <thead className="text-slate-500">
        <tr>
          <th className="py-2 font-medium">Navegador</th>
          <th className="py-2 font-medium">Rede</th>
          <th className="py-2 font-medium">Entrada</th>
          <th className="py-2 font-medium">Último acesso</th>
          <th className="py-2 font-medium">Expira</th>
          <th className="py-2" />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sessions.map((session) => (
          <tr key={session.id}>
            <td className="py-2">
              {session.userAgent ?? "—"}
              {session.id === currentSessionId && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">esta sessão</span>}
            </td>
            <td className="py-2">{session.ipPrefix ?? "—"}</td>
            <td className="py-2">{formatDateTime(session.createdAt)}</td>
            <td className="py-2">{formatDateTime(session.lastSeenAt)}</td>
            <td className="py-2">{formatDateTime(session.expires)}</td>
            <td className="py-2 text-right">{session.id !== currentSessionId && endControl(session)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
