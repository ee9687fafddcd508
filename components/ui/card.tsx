import type { ReactNode } from "react";
import { cx } from "./class-names";

/** A white panel with an optional heading row (title, description, actions). */
export function Card({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
  id,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={title && id ? `${id}-titulo` : undefined} className={cx("min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm", className)}>
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            {title && (
              <Heading id={id ? `${id}-titulo` : undefined} className="font-semibold text-slate-900">
                {title}
              </Heading>
            )}
            {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      {children !== undefined && <div className="px-4 py-4 sm:px-5">{children}</div>}
    </section>
  );
}
