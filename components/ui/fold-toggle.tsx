"use client";

import { SlidersHorizontal } from "lucide-react";

/**
 * The full-width row that folds a filter panel on a phone ("Filtros (2) · Mostrar"); hidden on a desk, where the
 * panel is always open. A disclosure, not an action: hence not a Button.
 */
export function FoldToggle({ label, open, controls, onToggle }: { label: string; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-slate-700 md:hidden"
    >
      <span className="inline-flex items-center gap-2">
        <SlidersHorizontal aria-hidden className="h-4 w-4" />
        {label}
      </span>
      <span className="text-brand-700">{open ? "Ocultar" : "Mostrar"}</span>
    </button>
  );
}
