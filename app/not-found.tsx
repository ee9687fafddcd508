import { PortalShell } from "@/components/shell/portal-shell";
import { PublicMain } from "@/components/shell/public-main";
import { NOT_FOUND_MESSAGE, StatusMessage } from "@/components/shell/status-message";
import { currentOperator } from "@/lib/portal/auth/current-operator";

/** 404 for unknown addresses: inside the operator's shell (menu and all) when signed in, plain otherwise. */
export default async function NotFound() {
  const operator = await currentOperator();
  const message = <StatusMessage {...NOT_FOUND_MESSAGE} />;
  return operator ? <PortalShell operator={operator}>{message}</PortalShell> : <PublicMain>{message}</PublicMain>;
}
