import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CcbDownload } from "@/components/sign/ccb-download";
import { ClosedCollection } from "@/components/sign/closed-collection";
import { SignatureDecision } from "@/components/sign/signature-decision";
import { InstrumentView } from "@/components/sign/instrument-view";
import { firstName, formatCivilDate } from "@/components/sign/sign-format";
import { VerificationCode } from "@/components/sign/verification-code";
import { Callout } from "@/components/ui/callout";
import { findSignaturePage } from "@/lib/credit/signatures/find-signature-page";
import { refusalFromQuery } from "@/lib/credit/signatures/refusal-from-query";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Assinatura do contrato" };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The borrower's signature page (the target of SignUrl): the instrument as the API holds it, its verification
 * code, and the two decisions (sign with explicit consent, or refuse). Once decided, the confirmation.
 */
export default async function SignaturePage({ params, searchParams }: Props) {
  const { token } = await params;
  const page = await findSignaturePage(token);
  if (!page) notFound();
  const pagePath = `/sign/${encodeURIComponent(token)}`;
  const { state } = page;
  if (state.kind === "signed" || state.kind === "refused") redirect(`${pagePath}/confirmacao`);
  if (state.kind === "closed") return <ClosedCollection why={state.why} creditNoteNo={page.creditNoteNo} correspondentName={page.correspondentName} />;

  const { instrument, documentSha256 } = state;
  const refusal = refusalFromQuery(await searchParams, { attemptsLeft: state.attemptsLeft, lockedUntil: state.lockedUntil });
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-medium text-brand-700">Contrato para assinatura</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">
          {instrument.title} nº {instrument.number}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {instrument.product.name} · emitida em {formatCivilDate(instrument.issueDate)} · proposta de {instrument.correspondent.name}
        </p>
      </header>

      {refusal.general ? (
        <Callout tone="warning" title="Confira os termos de novo">
          <p>{refusal.general}</p>
        </Callout>
      ) : (
        <Callout title={`Olá, ${firstName(instrument.borrower.name)}. Leia com atenção antes de assinar.`}>
          <p>
            Abaixo estão todos os termos do seu contrato: valores, juros, CET, parcelas, garantia e condições. Para assinar, marque “Li e concordo” e
            confirme os primeiros dígitos do seu CPF <a href="#assinar">no fim da página</a>.
          </p>
        </Callout>
      )}

      <InstrumentView instrument={instrument} />

      <VerificationCode
        sha256={documentSha256}
        caption="Este código identifica exatamente os termos acima; ele fica registrado com a sua decisão e aparece no comprovante."
      />

      <CcbDownload href={`${pagePath}/ccb`} signed={false} />

      <SignatureDecision
        pagePath={pagePath}
        instrument={instrument}
        documentSha256={documentSha256}
        refusal={refusal}
        correspondentName={page.correspondentName}
      />
    </div>
  );
}
