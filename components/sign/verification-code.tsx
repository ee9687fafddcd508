import { FileCheck2 } from "lucide-react";
import { verificationCodeGroups } from "@/lib/credit/signatures/instrument";

/**
 * The document's verification code: the SHA-256 of the canonical instrument, in groups of four. The borrower keeps
 * the PDF (it prints the code on every page); the canonical text stays at `/sign/{token}/documento` for verifiers.
 */
export function VerificationCode({ sha256, caption }: { sha256: string; caption: string }) {
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
        {caption}
      </p>
    </div>
  );
}
