"use client";

import { RefreshCw } from "lucide-react";
import { formatClock } from "./board-format";
import { useNow } from "./use-now";

/** When the data was last confirmed, when the next refresh comes, and a manual refresh. */
export function RefreshStatus(props: {
  readonly checkedAt: number | null;
  readonly nextAt: number | null;
  readonly fetching: boolean;
  readonly failed: string | null;
  readonly onRefresh: () => void;
}) {
  const { checkedAt, nextAt, fetching, failed, onRefresh } = props;
  const now = useNow(1_000);
  const seconds = nextAt === null ? null : Math.max(0, Math.ceil((nextAt - now) / 1000));
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
      <p>
        {checkedAt === null ? (
          "Carregando…"
        ) : (
          <>
            Atualizado às <time dateTime={new Date(checkedAt).toISOString()}>{formatClock(checkedAt)}</time>
            {seconds !== null && !fetching && <span className="text-slate-500"> · próxima em {seconds} s</span>}
          </>
        )}
      </p>
      <button
        type="button"
        onClick={onRefresh}
        disabled={fetching}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70"
      >
        <RefreshCw aria-hidden className={`h-4 w-4 ${fetching ? "animate-spin" : ""}`} />
        {fetching ? "Atualizando…" : "Atualizar"}
      </button>
      {failed && (
        <p role="alert" className="w-full text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}
