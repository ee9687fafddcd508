import type { ReactNode } from "react";

/** The main region of pages outside the operator shell (sign-in, signature page, docs status, 404). */
export function PublicMain({ children }: { children: ReactNode }) {
  return (
    <main id="conteudo" className="mx-auto max-w-7xl px-6 py-8">
      {children}
    </main>
  );
}
