"use client";

import { revokeOperatorSessionsAction } from "@/lib/portal/operators/actions";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** Ends one session of the operator (`sessionId`) or all of them; those browsers are signed out at once. */
export function RevokeSessionsButton({ operatorId, sessionId, label }: { operatorId: string; sessionId?: string; label: string }) {
  const { pending, error, run } = useActionRunner();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant={sessionId ? "danger-ghost" : "danger"}
        size="sm"
        disabled={pending}
        onClick={() => run(() => revokeOperatorSessionsAction(sessionId ? { operatorId, sessionId } : { operatorId }))}
      >
        {pending ? "Revogando…" : label}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
