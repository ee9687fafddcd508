"use client";

import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { INPUT_CLASS, fieldAria } from "@/components/ui/form-field";

/**
 * A new password typed by the manager, hidden by default with a "mostrar" toggle: the manager must pass it on
 * exactly, without showing it to whoever stands behind them. `new-password` keeps browsers from autofilling the
 * manager's own. Its field always shows the policy as a hint (hence the hint link).
 */
export function PasswordInput({ id, field, error }: { id: string; field: UseFormRegisterReturn<"password">; error: string | undefined }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input id={id} type={visible ? "text" : "password"} autoComplete="new-password" spellCheck={false} className={`${INPUT_CLASS} pr-20`} {...fieldAria(id, error, true)} {...field} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={id}
        aria-pressed={visible}
        className="absolute bottom-0 right-0 inline-flex h-11 min-w-11 items-center justify-center rounded-r-md px-3 text-xs font-medium text-brand-700 hover:bg-brand-50"
      >
        {visible ? "ocultar" : "mostrar"}
      </button>
    </div>
  );
}
