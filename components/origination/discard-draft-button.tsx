"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { discardDraftAction } from "@/lib/portal/origination/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** Discards a wizard that has not created an operation (registrations already made stay: they are the borrower's). */
export function DiscardDraftButton({ draftId, product }: { draftId: string; product: "payroll" | "fgts" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { pending, error, run } = useActionRunner();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      error={error}
      title="Descartar esta originação?"
      description="O rascunho sai da lista de em andamento. O cadastro do tomador, as autorizações e as consultas já feitas continuam valendo."
      confirmLabel="Descartar"
      confirmVariant="danger"
      trigger={
        <Button variant="ghost" icon={<Trash2 aria-hidden className="h-4 w-4" />}>
          Descartar
        </Button>
      }
      onConfirm={() => run(() => discardDraftAction({ draftId }), { onSuccess: () => router.push(`/originate/${product}`) })}
    />
  );
}
