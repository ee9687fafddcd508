import { FileDown } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

/** The CCB as a PDF to keep: the draft before the signatures, the signed CCB with its certificate after. */
export function CcbDownload({ href, signed }: { href: string; signed: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {signed
          ? "Guarde a sua via: a Cédula assinada, com o certificado das assinaturas e o código de verificação em cada página."
          : "Para ler com calma ou imprimir: a minuta em PDF, marcada como não assinada."}
      </p>
      <a href={href} download className={buttonClass("secondary", "md", "shrink-0 gap-2")}>
        <FileDown aria-hidden className="h-4 w-4" />
        {signed ? "Baixar a CCB assinada (PDF)" : "Baixar a minuta (PDF)"}
      </a>
    </div>
  );
}
