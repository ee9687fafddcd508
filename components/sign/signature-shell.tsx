import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { SANDBOX_CREDITOR } from "@/lib/credit/sandbox/creditor";

/**
 * The frame of the borrower's pages (signature, confirmation, the public verification): the creditor's mark, no operator menu, one column
 * that fits a phone. The borrower reaches these pages only by the link the correspondent sent.
 */
export function SignatureShell({
  children,
  badge = "Assinatura eletrônica",
  footer = "Este link é pessoal: não o repasse. Dúvidas sobre a proposta, fale com o correspondente que o enviou.",
}: {
  children: ReactNode;
  badge?: string;
  footer?: string;
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex min-w-0 items-center gap-2 font-semibold text-brand-900">
            <span aria-hidden className="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-brand-600 text-sm text-white">
              CP
            </span>
            <span className="truncate">Crédito Parceiros</span>
          </p>
          <p className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-600">
            <ShieldCheck aria-hidden className="h-4 w-4 text-emerald-700" />
            {badge}
          </p>
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="mx-auto max-w-3xl px-4 pb-10 text-xs text-slate-600 sm:px-6">
        {SANDBOX_CREDITOR.name} · {footer}
      </footer>
    </>
  );
}
