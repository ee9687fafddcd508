import type { Metadata } from "next";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { listOpenSessions } from "@/lib/portal/auth/sessions";
import { SessionsTable } from "@/components/sessions/sessions-table";
import { revokeOwnSessionAction, signOutEverywhereAction } from "@/lib/portal/auth/actions";
import { Button } from "@/components/ui/button";

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
            <Button type="submit" variant="danger" size="sm">
              Sair de todas as sessões
            </Button>
          </form>
        </div>
        <SessionsTable
          sessions={sessions}
          currentSessionId={operator.sessionRowId}
          endControl={(session) => (
            <form action={revokeOwnSessionAction}>
              <input type="hidden" name="sessionId" value={session.id} />
              <Button type="submit" variant="danger-ghost" size="sm">
                Encerrar
              </Button>
            </form>
          )}
        />
      </section>
    </div>
  );
}
