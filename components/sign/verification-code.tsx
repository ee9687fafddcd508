import { FileCheck2 } from "lucide-react";
import { verificationCodeGroups } from "@/lib/credit/signatures/instrument";

/**
 * The document's verification code: the SHA-256 of the canonical instrument, in groups of four, with a link to
 * the exact text it was computed from (anyone can recompute it).
 */
export function VerificationCode({ sha256, documentHref, caption }: { sha256: string; documentHref: string; caption: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <FileCheck2 aria-hidden className="h-4 w-4 text-brand-700" />
        Código de verificação do documento
      </p>
      <p className="mt-2 break-words font-mono text-sm leading-relaxed tracking-wide text-slate-900" data-testid="codigo-verificacao">
        {verificationCodeGroups(sha256).join(" ")}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        {caption}{" "}
        <a href={documentHref} className="font-medium text-brand-700 underline">
          Baixar o documento (JSON canônico)
        </a>
        .
      </p>
    </div>
  );
}
