import { CircleCheck, CircleX } from "lucide-react";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CcbDownload } from "@/components/sign/ccb-download";
import { DecisionReceipt } from "@/components/sign/decision-receipt";
import { InstrumentView } from "@/components/sign/instrument-view";
import { NextSteps } from "@/components/sign/next-steps";
import { findSignaturePage } from "@/lib/credit/signatures/find-signature-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Comprovante de assinatura" };

/** After the decision: the evidence kept with it, what happens next, and the document as decided on. */
export default async function SignatureConfirmationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = await findSignaturePage(token);
  if (!page) notFound();
  const pagePath = `/sign/${encodeURIComponent(token)}`;
  const { state } = page;
  if (state.kind !== "signed" && state.kind !== "refused") redirect(pagePath);
  const signed = state.kind === "signed";
  const Icon = signed ? CircleCheck : CircleX;
  return (
    <div className="space-y-6">
      <header role="status" className={`rounded-lg border p-4 sm:p-6 ${signed ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-white"}`}>
        <h1 className={`flex items-center gap-2 text-2xl font-semibold ${signed ? "text-emerald-900" : "text-slate-900"}`}>
          <Icon aria-hidden className="h-7 w-7 shrink-0" />
          {signed ? "Contrato assinado" : "Assinatura recusada"}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {signed
            ? `Sua assinatura na Cédula de Crédito Bancário nº ${page.creditNoteNo} foi registrada.`
            : `Você recusou a Cédula de Crédito Bancário nº ${page.creditNoteNo}. A proposta é cancelada e nenhum valor será liberado. Se foi engano ou se ainda quiser o crédito, fale com ${page.correspondentName}, o correspondente que enviou a proposta: será preciso uma nova proposta.`}
        </p>
      </header>

      {signed && <NextSteps instrument={state.instrument} status={page.operationStatus} correspondentName={page.correspondentName} />}

      <DecisionReceipt
        kind={state.kind}
        decision={state}
        signer={{ name: state.instrument?.borrower.name ?? page.signerName, cpf: state.instrument?.borrower.cpf ?? null }}
        creditNoteNo={page.creditNoteNo}
        reason={state.kind === "refused" ? state.reason : undefined}
      />

      {signed && <CcbDownload href={`${pagePath}/ccb`} signed={page.allSigned} />}

      {state.instrument && (
        <details className="group rounded-lg border border-slate-200 bg-white shadow-sm">
          <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6">
            {signed ? "Ver os termos assinados" : "Ver os termos recusados"}
          </summary>
          <div className="border-t border-slate-100 p-4 sm:p-6">
            <InstrumentView instrument={state.instrument} idPrefix="termos" />
          </div>
        </details>
      )}
    </div>
  );
}
