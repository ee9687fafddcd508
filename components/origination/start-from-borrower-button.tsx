"use client";

import { useRouter } from "next/navigation";
import { startDraftForBorrowerAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

const LABELS = { payroll: "Originar consignado", fgts: "Originar FGTS" } as const;

/**
 * Starts a wizard for this borrower (issue 24): it opens with the borrower and, when there is only one, the account
 * chosen, at the first step that asks something; otherwise on the borrower step to pick the account.
 */
export function StartFromBorrowerButton({ product, personId, size, variant = "secondary" }: { product: "payroll" | "fgts"; personId: string; size?: "sm"; variant?: "primary" | "secondary" }) {
  const router = useRouter();
  const { pending, error, run } = useActionRunner();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        {...(size && { size })}
        pending={pending}
        onClick={() =>
          run(() => startDraftForBorrowerAction({ product, personId }), {
            onSuccess: ({ id, borrowerChosen }) =>
              router.push(borrowerChosen ? `/originate/${product}/${id}?passed=tomador` : `/originate/${product}/${id}?step=tomador&borrower=${personId}`),
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
