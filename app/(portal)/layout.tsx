import type { ReactNode } from "react";
import { PortalShell } from "@/components/shell/portal-shell";
import { requireOperator } from "@/lib/portal/auth/current-operator";

/** Every page below requires a live session (checked against the database); pages add their role checks. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  return <PortalShell operator={operator}>{children}</PortalShell>;
}
