import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import type { SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { AppHeader } from "./app-header";

/** The signed-in operator's frame: the header with the menu, and the page's content. */
export function PortalShell({ operator, attentionCount = null, children }: { operator: SessionOperator; attentionCount?: number | null; children: ReactNode }) {
  return (
    <QueryProvider>
      <AppHeader operator={operator} attentionCount={attentionCount} />
      <main id="conteudo" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </QueryProvider>
  );
}
