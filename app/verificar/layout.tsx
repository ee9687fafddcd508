import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SignatureShell } from "@/components/sign/signature-shell";

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/** The public verification page: the creditor's frame, like the borrower's pages; no session. */
export default function VerifyLayout({ children }: { children: ReactNode }) {
  return (
    <SignatureShell badge="Verificação de documentos" footer="Esta página confirma documentos assinados e mostra só um resumo, com os dados pessoais mascarados.">
      {children}
    </SignatureShell>
  );
}
