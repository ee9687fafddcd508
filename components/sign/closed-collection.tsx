import { Callout } from "@/components/ui/callout";

const WHY = {
  canceled: { title: "Esta proposta foi cancelada", text: "Não há o que assinar. Se ainda quiser o crédito, peça uma nova proposta ao correspondente." },
  canceling: { title: "Esta proposta está sendo cancelada", text: "Não há mais o que assinar. Se ainda quiser o crédito, peça uma nova proposta ao correspondente." },
  "not-open": {
    title: "A assinatura desta proposta não está aberta agora",
    text: "A proposta não está na etapa de assinaturas. Fale com o correspondente para saber a situação dela.",
  },
} as const;

/** A signature link whose collection is not open (and the signer has not decided). */
export function ClosedCollection({ why, creditNoteNo, correspondentName }: { why: keyof typeof WHY; creditNoteNo: string; correspondentName: string }) {
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-medium text-brand-700">Cédula de Crédito Bancário nº {creditNoteNo}</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">{WHY[why].title}</h1>
      </header>
      <Callout tone="warning">
        <p>{WHY[why].text}</p>
        <p>Correspondente: {correspondentName}.</p>
      </Callout>
    </div>
  );
}
