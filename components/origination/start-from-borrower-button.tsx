"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { startDraftForBorrowerAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";

const LABELS = { payroll: "Originar consignado", fgts: "Originar FGTS" } as const;

/**
 * Starts a wizard for this borrower (issue 24): it opens with the borrower and, when there is only one, the account
 * chosen, at the first step that asks something; otherwise on the borrower step to pick the account.
 */
export function StartFromBorrowerButton({ product, personId, size, variant = "secondary" }: { product: "payroll" | "fgts"; personId: string; size?: "sm"; variant?: "primary" | "secondary" }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        {...(size && { size })}
        pending={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            const result = await startDraftForBorrowerAction({ product, personId });
            if (!result.ok) return setError(result.message);
            const { id, borrowerChosen } = result.data;
            router.push(borrowerChosen ? `/originate/${product}/${id}?passed=tomador` : `/originate/${product}/${id}?step=tomador&borrower=${personId}`);
          })
        }
      >
        {LABELS[product]}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
