"use client";

import { ErrorMessage, type BoundaryError } from "@/components/shell/error-message";

/** The borrower's signature pages: the link stays valid, nothing was signed or refused by this failure. */
export default function SignError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return <ErrorMessage error={error} reset={reset} text="O serviço de assinatura não respondeu. Seu link continua válido e nada foi assinado ou recusado." />;
}
