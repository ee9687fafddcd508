import { PublicMain } from "@/components/shell/public-main";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findSignaturePage } from "@/lib/credit/signatures/sign-by-token";
import { cents, formatCents } from "@/lib/money";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Assinatura do contrato", robots: { index: false } };

const ROLE_LABELS: Record<string, string> = { Borrower: "Tomador", Witness: "Testemunha", Creditor: "Credor" };

/** Embedded signature page (sandbox signature provider): the plan summary and the "Assinar" button. */
export default async function SignaturePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = await findSignaturePage(token);
  if (!page) notFound();
  const plan = page.plan;
  const first = plan?.installments[0];
  const signed = page.status === "Signed";
  const open = page.operationStatus === "Signatures" && !signed;
  return (
    <PublicMain>
      <section className="mx-auto max-w-xl space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <header>
          <h1 className="text-xl font-semibold text-brand-900">Assinatura do contrato {page.creditNoteNo}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {ROLE_LABELS[page.role] ?? page.role}: {page.signerName}
          </p>
        </header>
        {plan && (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">Valor contratado</dt>
            <dd>{formatCents(cents(plan.requestedAmount))}</dd>
            <dt className="text-slate-600">Valor liberado</dt>
            <dd>{formatCents(cents(plan.liquidAmountInCents))}</dd>
            <dt className="text-slate-600">Parcelas</dt>
            <dd>
              {plan.installments.length}
              {first ? ` × ${formatCents(cents(first.paymentInCents))}` : ""}
            </dd>
            <dt className="text-slate-600">Taxa mensal</dt>
            <dd>{plan.apr.toLocaleString("pt-BR")}%</dd>
            <dt className="text-slate-600">CET anual</dt>
            <dd>{plan.cet.yearly.toLocaleString("pt-BR")}%</dd>
            <dt className="text-slate-600">Primeiro vencimento</dt>
            <dd>{plan.firstPaymentDate.slice(0, 10).split("-").reverse().join("/")}</dd>
          </dl>
        )}
        {signed && <p className="rounded bg-green-50 p-3 text-sm text-green-800">Contrato assinado. Obrigado!</p>}
        {!signed && !open && <p className="rounded bg-amber-50 p-3 text-sm text-amber-800">A coleta de assinaturas desta operação não está aberta.</p>}
        {open && (
          <form method="post" action={`/sign/${encodeURIComponent(token)}/assinar`}>
            <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              Assinar
            </button>
          </form>
        )}
      </section>
    </PublicMain>
  );
}
