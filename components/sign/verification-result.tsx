import { Callout } from "@/components/ui/callout";
import { DescriptionList } from "@/components/ui/description-list";
import type { VerificationOutcome } from "@/lib/credit/documents/verify-document";
import { verificationCodeGroups } from "@/lib/credit/signatures/instrument";
import { formatCivilDate, instantInBrasilia, money, percent } from "./sign-format";

/** What the verification page answers for a code: authentic with its outline, unknown, malformed or throttled. */
export function VerificationResult({ outcome }: { outcome: VerificationOutcome }) {
  switch (outcome.kind) {
    case "malformed":
      return (
        <Callout tone="warning" live="alert" title="Código incompleto">
          <p>O código tem 64 caracteres, letras de A a F e números. Confira o rodapé do documento e digite de novo.</p>
        </Callout>
      );
    case "throttled":
      return (
        <Callout tone="warning" live="alert" title="Muitas consultas seguidas">
          <p>Por segurança, aguarde {Math.ceil(outcome.retryAfterSeconds / 60)} min antes de verificar outro código.</p>
        </Callout>
      );
    case "unknown":
      return (
        <Callout tone="danger" live="alert" title="Nenhum documento assinado tem este código">
          <p>
            Confira os caracteres. Minutas (não assinadas) não são verificáveis; se o documento diz estar assinado e o código não é encontrado, ele não é
            autêntico ou foi alterado: fale com o credor.
          </p>
        </Callout>
      );
    case "authentic": {
      const { document } = outcome;
      return (
        <section aria-labelledby="resultado" className="space-y-4">
          <Callout tone="success" live="status" title={<span id="resultado">Documento autêntico: assinado e registrado pelo credor</span>}>
            <p>
              {document.title} nº {document.creditNoteNo}. Os termos com este código são exatamente os assinados; qualquer alteração muda o código.
            </p>
          </Callout>
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <DescriptionList
              items={[
                { term: "Documento", value: `${document.title} nº ${document.creditNoteNo}` },
                { term: "Versão", value: document.version },
                { term: "Produto", value: document.productName },
                { term: "Emitida em", value: formatCivilDate(document.issueDate) },
                { term: "Tomador", value: `${document.borrower.name} · CPF ${document.borrower.cpf}` },
                { term: "Parcelas", value: String(document.installments) },
                { term: "Valor contratado", value: money(document.amounts.contractedInCents) },
                { term: "Valor liberado", value: money(document.amounts.releasedInCents) },
                { term: "Total a pagar", value: money(document.amounts.totalPaymentInCents) },
                { term: "CET", value: `${percent(document.rates.cetMonthly)} ao mês · ${percent(document.rates.cetYearly)} ao ano` },
                ...document.signatures.map((signature) => ({
                  term: `Assinatura (${signature.role})`,
                  value: `${instantInBrasilia(signature.signedAt)} (Brasília) · ${signature.signedAt.toISOString().slice(0, 19)}Z`,
                })),
                ...(document.pdfSha256
                  ? [{ term: "SHA-256 do PDF assinado", value: <span className="break-all font-mono text-xs">{verificationCodeGroups(document.pdfSha256).join(" ")}</span>, wide: true }]
                  : []),
              ]}
            />
          </div>
        </section>
      );
    }
  }
}
