"use client";

import { ErrorMessage, type BoundaryError } from "@/components/shell/error-message";

/** A failure of a portal page: the shell and menu stay, only the page's part says what happened. */
export default function PortalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return <ErrorMessage error={error} reset={reset} />;
}
