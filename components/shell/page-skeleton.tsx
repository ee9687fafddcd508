/**
 * What a page shows while it waits on the credit API (loading.tsx): the shell and menu are already there, only
 * the page's body pulses. Announced once to screen readers.
 */
export function PageSkeleton({ label, blocks = 3 }: { label: string; blocks?: number }) {
  return (
    <div className="space-y-6" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-2">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-200/70" />
        <div className="h-8 w-72 max-w-full animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-96 max-w-full animate-pulse rounded bg-slate-200/60" />
      </div>
      {Array.from({ length: blocks }, (_, index) => (
        <div key={index} className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white" />
      ))}
    </div>
  );
}
