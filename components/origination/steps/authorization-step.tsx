"use client";

import { useState } from "react";
import { confirmAuthorizationAction, requestAuthorizationAction } from "@/lib/portal/origination/actions";
import { MarginAuthorizationPanel } from "@/components/borrowers/margin-authorization-panel";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { formatCpf } from "@/lib/contract/tax-ids";
import type { AuthorizationSummary } from "@/lib/portal/origination/draft-authorizations-summary";
import type { DraftBorrower } from "@/lib/portal/origination/draft-data";
import { useWizard } from "../use-wizard";

/** Step "autorizacao" (payroll): the worker's consent to the margin query, live until it is decided. */
export function AuthorizationStep({
  product,
  draftId,
  borrower,
  authorizations,
  staleAuthorizationId,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  borrower: DraftBorrower;
  authorizations: readonly AuthorizationSummary[];
  staleAuthorizationId: string | null;
}) {
  const wizard = useWizard(product, draftId);
  const [error, setError] = useState<string | null>(null);
  const proceed = (passed?: "autorizacao") =>
    wizard.run(() => confirmAuthorizationAction({ draftId }), {
      onFailure: (failure) => setError(failure.message),
      onSuccess: (result) => (result.status === "Approved" ? (passed ? wizard.advancePast(passed) : wizard.advance()) : setError("A autorização mais recente não está aprovada.")),
    });
  return (
    <Card id="autorizacao" title={`Autorização de ${borrower.name}`} description={`CPF ${formatCpf(borrower.registrationNumber)}: só uma autorização aprovada libera a consulta de margem.`}>
      <MarginAuthorizationPanel
        pollUrl={`/originate/${product}/${draftId}/authorizations`}
        initial={authorizations}
        request={(contact, formKey) => requestAuthorizationAction({ draftId, formKey, ...(contact && { contact }) })}
        staleId={staleAuthorizationId}
        // Approved while the operator waits: nothing left to decide here, the wizard moves on and says so.
        onApproved={() => proceed("autorizacao")}
        approvedAction={
          <Button pending={wizard.pending} onClick={() => proceed()}>
            Continuar para a margem
          </Button>
        }
      />
      {error && (
        <Callout tone="danger" live="alert" className="mt-4">
          {error}
        </Callout>
      )}
    </Card>
  );
}
