import { SessionsTable } from "@/components/sessions/sessions-table";
import type { OperatorSessionView } from "@/lib/portal/auth/sessions";
import { RevokeSessionsButton } from "./revoke-sessions-button";

/** The operator's open sessions, each revocable; `ownSessionId` marks the manager's own when it views itself. */
export function OperatorSessionsTable({ operatorId, sessions, ownSessionId }: { operatorId: string; sessions: readonly OperatorSessionView[]; ownSessionId: string | null }) {
  return (
    <SessionsTable
      sessions={sessions}
      currentSessionId={ownSessionId}
      endControl={(session) => <RevokeSessionsButton operatorId={operatorId} sessionId={session.id} label="Revogar" />}
    />
  );
}
