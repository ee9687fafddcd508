"use client";

import { revokeOperatorSessionsAction } from "@/app/(portal)/admin/operators/actions";
import { useActionRunner } from "./use-action-runner";

/** Ends one session of the operator (`sessionId`) or all of them; those browsers are signed out at once. */
export function RevokeSessionsButton({ operatorId, sessionId, label }: { operatorId: string; sessionId?: string; label: string }) {
  const { pending, error, run } = useActionRunner();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button
        type="button"
        disabled={pending}
        onClick={() => run(() => revokeOperatorSessionsAction(sessionId ? { operatorId, sessionId } : { operatorId }))}
        className={
          sessionId
            ? "text-sm font-medium text-red-700 hover:underline disabled:opacity-60"
            : "rounded-md bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60"
        }
      >
        {pending ? "Revogando…" : label}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
