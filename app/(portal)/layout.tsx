import type { ReactNode } from "react";
import { PortalShell } from "@/components/shell/portal-shell";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { countOperationsNeedingAction } from "@/lib/portal/board/count-operations-needing-action";

/** Every page below requires a live session (checked against the database); pages add their role checks. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  const attentionCount = await countOperationsNeedingAction(operator);
  return (
    <PortalShell operator={operator} attentionCount={attentionCount}>
      {children}
    </PortalShell>
  );
}
