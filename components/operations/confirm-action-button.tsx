"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** A one-click action on the operation, confirmed first; the page re-renders from the API after it. */
export function ConfirmActionButton({
  label,
  title,
  description,
  confirmLabel,
  variant = "secondary",
  confirmVariant = "primary",
  action,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  confirmVariant?: ButtonVariant;
  action: () => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { pending, error, run, clearError } = useActionRunner();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) clearError();
      }}
      pending={pending}
      error={error}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmVariant={confirmVariant}
      trigger={<Button variant={variant}>{label}</Button>}
      onConfirm={() =>
        run(action, {
          onSuccess: () => {
            setOpen(false);
            router.refresh();
          },
        })
      }
    />
  );
}
