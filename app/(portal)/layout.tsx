import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppHeader } from "@/components/shell/app-header";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { countOperationsNeedingAction } from "@/lib/portal/board/count-operations-needing-action";

/** Every page below requires a live session (checked against the database); pages add their role checks. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  const attentionCount = await countOperationsNeedingAction(operator);
  return (
    <QueryProvider>
      <AppHeader operator={operator} attentionCount={attentionCount} />
      <main id="conteudo" className="mx-auto max-w-7xl px-6 py-8">
        {children}
      </main>
    </QueryProvider>
  );
}
