import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppHeader } from "@/components/shell/app-header";
import { requireOperator } from "@/lib/portal/auth/current-operator";

/** Every page below requires a live session (checked against the database); pages add their role checks. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  return (
    <QueryProvider>
      <AppHeader operator={operator} />
      <main id="conteudo" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </QueryProvider>
  );
}
