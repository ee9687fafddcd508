import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./class-names";
import type { Tone } from "./badge";

const STYLES: Record<Exclude<Tone, "neutral">, { box: string; icon: typeof Info }> = {
  info: { box: "border-brand-100 bg-brand-50 text-brand-900", icon: Info },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: CircleCheck },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-950", icon: TriangleAlert },
  danger: { box: "border-red-200 bg-red-50 text-red-900", icon: CircleAlert },
};

/**
 * A block of guidance or outcome with its icon. `live` makes it announce changes (status for news, alert for a
 * refusal); static guidance stays silent.
 */
export function Callout({
  tone = "info",
  title,
  children,
  live,
  className,
}: {
  tone?: Exclude<Tone, "neutral">;
  title?: ReactNode;
  children?: ReactNode;
  live?: "status" | "alert";
  className?: string;
}) {
  const { box, icon: Icon } = STYLES[tone];
  return (
    <div role={live} className={cx("flex gap-3 rounded-lg border px-4 py-3 text-sm", box, className)}>
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="space-y-1 [&_a]:font-medium [&_a]:underline">{children}</div>}
      </div>
    </div>
  );
}
