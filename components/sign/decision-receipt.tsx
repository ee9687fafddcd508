import type { RecordedDecision } from "@/lib/credit/signatures/find-signature-page";
import { DescriptionList, type DescriptionItem } from "@/components/ui/description-list";
import { Card } from "@/components/ui/card";
import { instantInBrasilia } from "./sign-format";
import { VerificationCode } from "./verification-code";

/** The evidence kept with the decision, as the signer may read it (the network, not the address). */
export function DecisionReceipt({
  kind,
  decision,
  signer,
  creditNoteNo,
  reason,
}: {
  kind: "signed" | "refused";
  decision: RecordedDecision;
  signer: { name: string; cpf: string | null };
  creditNoteNo: string;
  reason?: string | null;
}) {
  const items: DescriptionItem[] = [
    { term: "Documento", value: `Cédula de Crédito Bancário nº ${creditNoteNo}` },
    { term: kind === "signed" ? "Assinado em" : "Recusado em", value: `${instantInBrasilia(decision.at)} (horário de Brasília)` },
    { term: "Signatário", value: signer.cpf ? `${signer.name} · CPF ${signer.cpf}` : signer.name },
    ...(decision.clientNetwork ? [{ term: "Rede de origem registrada", value: decision.clientNetwork === "local" ? "rede local" : decision.clientNetwork }] : []),
    ...(kind === "refused" ? [{ term: "Motivo informado", value: reason ?? "Nenhum", wide: true }] : []),
  ];
  return (
    <Card id="comprovante" title="Comprovante" description="Guarde este comprovante: ele identifica a sua decisão e o documento exato sobre o qual ela foi tomada.">
      <div className="space-y-4">
        <DescriptionList items={items} />
        {decision.documentSha256 && (
          <VerificationCode
            sha256={decision.documentSha256}
            caption="Este código identifica o documento que você viu: qualquer alteração nos termos muda o código."
          />
        )}
      </div>
    </Card>
  );
}
