"use client";

import { useEffect, useRef } from "react";

/**
 * The step's name, where the focus goes at each step change (issue 24): a keyboard or screen-reader user starts
 * reading the new step instead of Tabbing back from the top of the page.
 */
export function StepHeading({ step, children }: { step: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-brand-900 focus:outline-none">
      {children}
    </h2>
  );
}
