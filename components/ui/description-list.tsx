import type { ReactNode } from "react";
import { cx } from "./class-names";

export interface DescriptionItem {
  readonly term: ReactNode;
  readonly value: ReactNode;
  /** Spans the whole row (long values). */
  readonly wide?: boolean;
}

/** Label and value pairs in a responsive grid: one column on a phone, two or three on a desk. */
export function DescriptionList({ items, columns = 2, className }: { items: readonly DescriptionItem[]; columns?: 2 | 3; className?: string }) {
  return (
    <dl className={cx("grid grid-cols-1 gap-x-6 gap-y-3 text-sm", columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2", className)}>
      {items.map((item, index) => (
        <div key={index} className={cx("min-w-0", item.wide && "sm:col-span-full")}>
          <dt className="text-slate-500">{item.term}</dt>
          <dd className="mt-0.5 break-words font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
