import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireBranchAccess, requireOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { BranchCredentialForm } from "@/components/branches/branch-credential-form";
import { getBranch } from "@/lib/portal/branches/get-branch";
import { formatDateTime } from "@/lib/portal/format/format-date-time";

export const metadata: Metadata = { title: "Agência" };

/** A branch's page. A correspondent of another branch (or an officer of another organization) gets 403. */
export default async function BranchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireOperator();
  const branch = await getBranch(id);
  if (!branch) notFound();
  const operator = await requireBranchAccess(branch);
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm text-slate-500">{branch.organizationName}</p>
        <h1 className="text-2xl font-semibold text-brand-900">{branch.name}</h1>
        <p className="mt-1 text-sm text-slate-600">Código {branch.code}</p>
      </header>
      <section aria-labelledby="credencial" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="credencial" className="font-medium text-slate-900">
          Credencial da API de crédito
        </h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-500">Client ID</dt>
          <dd>{branch.apiClientId}</dd>
          <dt className="text-slate-500">Segredo</dt>
          <dd>guardado cifrado; nunca exibido</dd>
          {can(operator.role, "manageBranchCredentials") && (
            <>
              <dt className="text-slate-500">Atualizada em</dt>
              <dd>{formatDateTime(branch.credentialUpdatedAt)}</dd>
            </>
          )}
        </dl>
        {can(operator.role, "manageBranchCredentials") && <BranchCredentialForm branchId={branch.id} clientId={branch.apiClientId} />}
      </section>
      <section aria-labelledby="operadores" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="operadores" className="font-medium text-slate-900">
          Operadores ({branch.operators.length})
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {branch.operators.map((member) => (
            <li key={member.id} className="flex justify-between py-2">
              <span>{member.name}</span>
              <span className="text-slate-500">
                {ROLE_LABELS[member.role]}
                {member.disabled ? " · desativado" : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
