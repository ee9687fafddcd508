"use client";

import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/portal/actions/action-result";

/** For one-click actions (buttons, no fields): pending state and the refusal message to show. */
export function useActionRunner() {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = <T>(action: () => Promise<ActionResult<T>>) =>
    startTransition(async () => {
      setError(null);
      const result = await action();
      if (!result.ok) setError(result.message);
    });
  return { pending, error, run };
}
