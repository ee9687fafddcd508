/** One card's place while its part of the page waits on the credit API (the rest of the page is already there). */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
    </div>
  );
}
