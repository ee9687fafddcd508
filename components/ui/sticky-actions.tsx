import type { ReactNode } from "react";
import { cx } from "./class-names";

/**
 * The primary action of a long form, kept within the thumb's reach on a phone: a bar stuck to the bottom of the
 * screen while the form scrolls, above the home indicator (safe-area inset). It stays in the flow, so it covers
 * nothing for good: scrolled to its place it sits below the last field. On a desk it is a plain row.
 */
export function StickyActions({ children, inCard = false, className }: { children: ReactNode; /** Bleeds over a Card's padding. */ inCard?: boolean; className?: string }) {
  return (
    <div
      data-sticky-actions
      className={cx(
        "sticky bottom-0 z-20 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_8px_-6px_rgb(15_23_42/0.25)] backdrop-blur",
        inCard && "-mx-4 px-4 sm:-mx-5 sm:px-5",
        "lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none",
        className,
      )}
    >
      {children}
    </div>
  );
}
