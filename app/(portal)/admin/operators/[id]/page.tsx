import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { OperatorAccessButton } from "@/components/admin/operator-access-button";
import { OperatorSessionsTable } from "@/components/admin/operator-sessions-table";
import { OperatorStatusBadge } from "@/components/admin/operator-status-badge";
import { ResetPasswordForm } from "@/components/admin/reset-password-form";
import { RevokeSessionsButton } from "@/components/admin/revoke-sessions-button";
import { UpdateOperatorForm } from "@/components/admin/update-operator-form";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { listOpenSessions } from "@/lib/portal/auth/sessions";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { getOperator } from "@/lib/portal/operators/get-operator";
import { listBranchOptions } from "@/lib/portal/operators/list-branch-options";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Operador" };

export default async function OperatorPage({ params }: { params: Promise<{ id: string }> }) {
  const manager = await requireCapability("manageOperators");
  const { id } = await params;
  const operator = await getOperator({ actor: manager, operatorId: id });
  if (!operator) notFound();
  const [sessions, branches] = await Promise.all([listOpenSessions(operator.id), listBranchOptions()]);
  const isSelf = operator.id === manager.id;
  const disabled = operator.status.kind === "disabled";

  return (
    <div className="space-y-6">
      <header>
        <Link href="/admin/operators" className={textLinkClass("text-sm font-normal")}>
          ← Operadores
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-brand-900">{operator.name}</h1>
          <OperatorStatusBadge status={operator.status} />
          {isSelf && <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">você</span>}
        </div>
        <p className="mt-1 text-slate-600">{operator.email}</p>
      </header>

      <Section title="Dados">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label="Perfil">{ROLE_LABELS[operator.role]}</Item>
          <Item label="Agência">{operator.branch ? `${operator.branch.name} (${operator.branch.organizationName})` : "Todas"}</Item>
          <Item label="Senhas erradas seguidas">{operator.failedSignIns}</Item>
          <Item label="Senha alterada em">{formatDateTime(operator.passwordChangedAt)}</Item>
          <Item label="Criado em">{formatDateTime(operator.createdAt)}</Item>
          <Item label="Última alteração">{formatDateTime(operator.updatedAt)}</Item>
        </dl>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Perfil e agência">
          <UpdateOperatorForm operatorId={operator.id} role={operator.role} branchId={operator.branch?.id ?? null} branches={branches} />
        </Section>
        <Section title="Redefinir senha">
          <ResetPasswordForm operatorId={operator.id} operatorEmail={operator.email} />
        </Section>
      </div>

      <Section title="Acesso">
        {isSelf ? (
          <p className="text-sm text-slate-600">Você não pode desativar o seu próprio acesso; peça a outro gestor.</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">
              {disabled
                ? "Desativado: a entrada é recusada. Reativar não muda a senha."
                : "Desativar recusa a entrada e encerra na hora todas as sessões abertas. O histórico do operador é mantido."}
            </p>
            <OperatorAccessButton operatorId={operator.id} operatorName={operator.name} disabled={disabled} />
          </>
        )}
      </Section>

      <Section
        title={`Sessões abertas (${sessions.length})`}
        action={sessions.length > 0 ? <RevokeSessionsButton operatorId={operator.id} label="Revogar todas" /> : null}
      >
        <OperatorSessionsTable operatorId={operator.id} sessions={sessions} ownSessionId={isSelf ? manager.sessionRowId : null} />
      </Section>
    </div>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-medium text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
