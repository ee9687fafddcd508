"use client";

import "./globals.css";
import { ErrorMessage, type BoundaryError } from "@/components/shell/error-message";

/** The last boundary (the root layout itself failed): it brings its own <html>, in pt-BR like every page. */
export default function GlobalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body className="min-h-screen font-sans">
        <main id="conteudo" className="mx-auto max-w-7xl px-6 py-8">
          <ErrorMessage error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
