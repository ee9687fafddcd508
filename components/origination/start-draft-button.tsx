"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { startDraftAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";

/** Starts a new wizard and opens its first step. */
export function StartDraftButton({ product }: { product: "payroll" | "fgts" }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        icon={<Plus aria-hidden className="h-4 w-4" />}
        pending={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            const result = await startDraftAction({ product });
            if (result.ok) router.push(`/originate/${product}/${result.data.id}`);
            else setError(result.message);
          })
        }
      >
        Nova originação
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
