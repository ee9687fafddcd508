import type { Metadata } from "next";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { listOpenSessions } from "@/lib/portal/auth/sessions";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { revokeOwnSessionAction, signOutEverywhereAction } from "../actions";

export const metadata: Metadata = { title: "Minhas sessões" };

export default async function MySessionsPage() {
  const operator = await requireOperator();
  const sessions = await listOpenSessions(operator.id);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Minha conta</h1>
        <p className="mt-1 text-slate-600">
          {operator.name} · {operator.email} · {ROLE_LABELS[operator.role]}
          {operator.branch ? ` · ${operator.branch.name} (${operator.branch.organizationName})` : ""}
        </p>
      </header>

      <section aria-labelledby="sessoes" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessoes" className="font-medium text-slate-900">
            Sessões abertas ({sessions.length})
          </h2>
          <form action={signOutEverywhereAction}>
            <button type="submit" className="rounded-md bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700">
              Sair de todas as sessões
            </button>
          </form>
        </div>
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
                  {session.id === operator.sessionRowId && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">esta sessão</span>}
                </td>
                <td className="py-2">{session.ipPrefix ?? "—"}</td>
                <td className="py-2">{formatDateTime(session.createdAt)}</td>
                <td className="py-2">{formatDateTime(session.lastSeenAt)}</td>
                <td className="py-2">{formatDateTime(session.expires)}</td>
                <td className="py-2 text-right">
                  {session.id !== operator.sessionRowId && (
                    <form action={revokeOwnSessionAction}>
                      <input type="hidden" name="sessionId" value={session.id} />
                      <button type="submit" className="text-sm font-medium text-red-700 hover:underline">
                        Encerrar
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
