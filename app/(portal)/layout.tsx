import type { ReactNode } from "react";
import { AppHeader } from "@/components/shell/app-header";
import { requireOperator } from "@/lib/portal/auth/current-operator";

/** Every page below requires a live session (checked against the database); pages add their role checks. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  return (
    <>
      <AppHeader operator={operator} />
      <main id="conteudo" className="mx-auto max-w-7xl px-6 py-8">
        {children}
      </main>
    </>
  );
}
