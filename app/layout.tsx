import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/shell/app-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Crédito Parceiros", template: "%s · Crédito Parceiros" },
  description: "Originação de consignado privado e antecipação do saque-aniversário FGTS para parceiros.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="min-h-screen font-sans">
        <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:p-2">
          Pular para o conteúdo
        </a>
        <AppHeader />
        <main id="conteudo" className="mx-auto max-w-7xl px-6 py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
