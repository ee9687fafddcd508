import { Download } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { cents, formatCents } from "@/lib/money";
import { formatCount } from "@/lib/portal/pipeline/pipeline-format";
import { pluralWord } from "@/lib/portal/format/plural";
import { textLinkClass } from "@/components/ui/text-link";

/**
 * A table that scrolls sideways inside its card when the screen is narrower than it (the page itself never does):
 * a focusable, labelled region, so keyboard users can scroll it too.
 */
// A scrollable region takes focus so that keyboard users can scroll it (axe: scrollable-region-focusable). It is
// positioned so that the screen-reader-only text in its cells (absolutely positioned) scrolls and clips with the
// table instead of widening the page.
export function ScrollTable({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cx("relative -mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:-mx-5 sm:px-5", className)}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const TH = "whitespace-nowrap border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-0";
export const TH_NUMBER = `${TH} text-right`;
const CELL = "whitespace-nowrap border-b border-slate-100 px-3 py-2 align-top text-slate-800 first:pl-0";
/** A text cell, or a row's header (`th` is centred by default). */
export const TD = `${CELL} text-left`;
export const TD_NUMBER = `${CELL} text-right tabular-nums`;

/** A count that opens the operations it counts (zero is plain text: there is nothing to list). */
export function CountLink({ value, href, noun = ["operação", "operações"] }: { value: number; href: string; noun?: readonly [singular: string, plural: string] }) {
  if (value === 0) return <span className="text-slate-500">0</span>;
  return (
    <Link href={href} prefetch={false} className={textLinkClass("min-w-11 justify-end underline decoration-brand-100 hover:decoration-brand-700 lg:min-w-0")}>
      {formatCount(value)}
      <span className="sr-only"> {pluralWord(value, ...noun)}: ver a lista</span>
    </Link>
  );
}

export function Money({ amountInCents }: { amountInCents: number }) {
  return <>{formatCents(cents(amountInCents))}</>;
}

/** The CSV download of a table or of a list (pt-BR, for Excel). */
export function ExportLink({ href, label = "Exportar CSV", description }: { href: string; label?: string; description: string }) {
  return (
    <a href={href} download className={buttonClass("secondary", "sm")}>
      <Download aria-hidden className="h-4 w-4" />
      {label}
      <span className="sr-only"> ({description})</span>
    </a>
  );
}
