import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Crédito Parceiros", template: "%s · Crédito Parceiros" },
  description: "Originação de consignado privado e antecipação do saque-aniversário FGTS para parceiros.",
  icons: { icon: [{ url: "/favicon.ico", sizes: "16x16 32x32 48x48" }, { url: "/brand-mark.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
  manifest: "/manifest.webmanifest",
};

// viewport-fit=cover: the sticky action bar pads itself by the safe-area inset instead of the browser letterboxing the page.
export const viewport: Viewport = { themeColor: "#1d5fd1", width: "device-width", initialScale: 1, viewportFit: "cover" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the Content-Security-Policy nonce (proxy.ts) is new each time, and Next.js
  // can only stamp it on its scripts while rendering.
  await headers();
  return (
    <html lang="pt-BR">
      <body className="min-h-screen font-sans">
        <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:p-2">
          Pular para o conteúdo
        </a>
        {children}
      </body>
    </html>
  );
}
