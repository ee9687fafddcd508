import { FileDown } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { OperationStatus } from "@/lib/contract";

/** Statuses in which every signer has signed (or collection was skipped): the CCB to download is the signed one. */
const AFTER_SIGNATURES: readonly OperationStatus[] = ["SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"];

/** The operation's documents as PDFs, read through the credit API: the CET worksheet and the CCB (draft or signed). */
export function ContractDocuments({ operationId, status }: { operationId: string; status: OperationStatus }) {
  const signed = AFTER_SIGNATURES.includes(status);
  const base = `/operations/${operationId}/documentos`;
  return (
    <Card id="documentos-contrato" title="Documentos do contrato" description="Em PDF, para arquivar ou imprimir: os mesmos valores e o mesmo mascaramento da página de assinatura.">
      <div className="flex flex-wrap gap-2">
        <a href={`${base}/planilha-cet`} download className={buttonClass("secondary", "sm", "gap-1.5")}>
          <FileDown aria-hidden className="h-4 w-4" />
          Planilha de cálculo do CET
        </a>
        <a href={`${base}/ccb`} download className={buttonClass("secondary", "sm", "gap-1.5")}>
          <FileDown aria-hidden className="h-4 w-4" />
          {signed ? "CCB assinada, com certificado" : "Minuta da CCB (não assinada)"}
        </a>
      </div>
    </Card>
  );
}
