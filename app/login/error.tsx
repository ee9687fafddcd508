"use client";

import { PublicMain } from "@/components/shell/public-main";
import { ErrorMessage, type BoundaryError } from "@/components/shell/error-message";

/** The sign-in page: the page itself failed (the database, usually), not the password. */
export default function SignInError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <PublicMain>
      <ErrorMessage error={error} reset={reset} text="A entrada no portal está indisponível no momento; sua senha não foi recusada." />
    </PublicMain>
  );
}
