import { Check, ChevronLeft } from "lucide-react";
import Link from "next/link";
import { cx } from "@/components/ui/class-names";

export interface StepperItem {
  readonly id: string;
  readonly label: string;
  readonly state: "done" | "current" | "upcoming";
  /** Set for steps the operator may go back to. */
  readonly href?: string;
}

/**
 * Where the operator is in the wizard. Done steps link back (the stepper only goes back: a step ahead opens only
 * after the ones before it); the current one is `aria-current="step"`. On a phone, where nine steps do not fit, the
 * step's number and name with a progress bar, and the way back to the step before.
 */
export function WizardStepper({ items }: { items: readonly StepperItem[] }) {
  const currentIndex = items.findIndex((item) => item.state === "current");
  const previous = currentIndex > 0 ? items[currentIndex - 1] : undefined;
  return (
    <nav aria-label="Etapas da originação">
      <div className="sm:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            Etapa {currentIndex + 1} de {items.length}: <strong className="text-slate-900">{items[currentIndex]?.label}</strong>
          </p>
          {previous?.href && (
            <Link href={previous.href} className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
              <ChevronLeft aria-hidden className="h-4 w-4" />
              {previous.label}
              <span className="sr-only"> (voltar à etapa anterior)</span>
            </Link>
          )}
        </div>
        <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${((currentIndex + 1) / items.length) * 100}%` }} />
        </div>
      </div>
      <ol className="hidden items-center gap-1 sm:flex sm:flex-wrap">
        {items.map((item, index) => {
          const body = (
            <>
              <span
                aria-hidden
                className={cx(
                  "grid h-6 w-6 shrink-0 place-items-center rounded-full text-xs font-semibold",
                  item.state === "done" && "bg-emerald-600 text-white",
                  item.state === "current" && "bg-brand-600 text-white ring-4 ring-brand-100",
                  item.state === "upcoming" && "bg-slate-200 text-slate-600",
                )}
              >
                {item.state === "done" ? <Check className="h-3.5 w-3.5" /> : index + 1}
              </span>
              <span className={cx("text-sm", item.state === "current" ? "font-semibold text-slate-900" : "text-slate-600")}>{item.label}</span>
              <span className="sr-only">{item.state === "done" ? " (concluída)" : item.state === "upcoming" ? " (a seguir)" : " (atual)"}</span>
            </>
          );
          return (
            <li key={item.id} className="flex items-center gap-1">
              {item.href && item.state !== "current" ? (
                <Link href={item.href} className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 hover:bg-brand-50 lg:min-h-0">
                  {body}
                </Link>
              ) : (
                <span aria-current={item.state === "current" ? "step" : undefined} className="flex items-center gap-2 px-2 py-1.5">
                  {body}
                </span>
              )}
              {index < items.length - 1 && <span aria-hidden className="h-px w-4 bg-slate-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
