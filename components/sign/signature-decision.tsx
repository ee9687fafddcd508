import { ChevronDown } from "lucide-react";
import type { Instrument } from "@/lib/credit/signatures/instrument";
import type { PageRefusal } from "@/lib/credit/signatures/refusal-from-query";
import { DecisionForm } from "./decision-form";

/**
 * The end of the signature page: sign (explicit consent and the CPF's first digits) or refuse (same check, an
 * optional reason). The refusal sits in a disclosure that works without JavaScript, opened when it was the form
 * just refused.
 */
export function SignatureDecision({
  pagePath,
  instrument,
  documentSha256,
  refusal,
  correspondentName,
}: {
  pagePath: string;
  instrument: Instrument;
  documentSha256: string;
  refusal: PageRefusal;
  correspondentName: string;
}) {
  const common = { pagePath, documentSha256, maskedCpf: instrument.borrower.cpf };
  return (
    <>
      <section id="assinar" aria-labelledby="assinar-titulo" className="scroll-mt-4 rounded-lg border-2 border-brand-600 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="assinar-titulo" className="text-lg font-semibold text-slate-900">
          Assinar o contrato
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          Ao assinar, você confirma eletronicamente que concorda com o contrato acima. Depois, o credor valida as assinaturas e transfere o valor
          liberado para a sua conta.
        </p>
        <DecisionForm
          kind="sign"
          {...common}
          declaration={instrument.declaration}
          {...(refusal.form === "sign" && { initialErrors: refusal.errors, initialGeneral: refusal.general })}
          consentChecked={refusal.consentChecked}
        />
      </section>

      <details id="recusar" open={refusal.form === "refuse"} className="group scroll-mt-4 rounded-lg border border-slate-200 bg-white shadow-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
          Não concorda com os termos? Recusar a assinatura
          <ChevronDown aria-hidden className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-4 border-t border-slate-100 px-4 py-4 sm:px-6">
          <p className="text-sm text-slate-700">
            A recusa é definitiva: a proposta é cancelada, nenhum valor é liberado e {correspondentName}, o correspondente que enviou a proposta, é
            avisado. Se algum dado estiver errado, você também pode falar com ele antes de decidir.
          </p>
          <DecisionForm kind="refuse" {...common} {...(refusal.form === "refuse" && { initialErrors: refusal.errors, initialGeneral: refusal.general })} />
        </div>
      </details>
    </>
  );
}
