"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/portal/actions/action-result";

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
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
      pending={pending}
      error={error}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmVariant={confirmVariant}
      trigger={<Button variant={variant}>{label}</Button>}
      onConfirm={() =>
        startTransition(async () => {
          const result = await action();
          if (!result.ok) return setError(result.message);
          setOpen(false);
          router.refresh();
        })
      }
    />
  );
}
