"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { startDraftAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** Starts a new wizard and opens its first step. */
export function StartDraftButton({ product }: { product: "payroll" | "fgts" }) {
  const router = useRouter();
  const { pending, error, run } = useActionRunner();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        icon={<Plus aria-hidden className="h-4 w-4" />}
        pending={pending}
        onClick={() => run(() => startDraftAction({ product }), { onSuccess: (draft) => router.push(`/originate/${product}/${draft.id}`) })}
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
