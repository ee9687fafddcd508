"use client";

import { requestBorrowerAuthorizationAction } from "@/lib/portal/borrowers/actions";
import { Card } from "@/components/ui/card";
import type { AuthorizationSummary } from "@/lib/portal/origination/draft-authorizations-summary";
import { MarginAuthorizationPanel } from "./margin-authorization-panel";

/** The borrower's margin authorizations (consignado privado), live while one waits for the worker. */
export function BorrowerAuthorizations({ personId, initial }: { personId: string; initial: readonly AuthorizationSummary[] }) {
  return (
    <Card id="autorizacoes" title="Autorizações de consulta de margem" description="Consignado privado: só uma autorização aprovada libera a consulta da margem livre.">
      <MarginAuthorizationPanel
        pollUrl={`/borrowers/${personId}/authorizations`}
        initial={initial}
        request={(contact, formKey) => requestBorrowerAuthorizationAction({ personId, formKey, ...(contact && { contact }) })}
      />
    </Card>
  );
}
