"use client";

import { RefreshCw } from "lucide-react";
import { formatClock } from "./board-format";
import { useNow } from "./use-now";
import { Button } from "@/components/ui/button";

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
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={fetching} icon={<RefreshCw aria-hidden className={`h-4 w-4 ${fetching ? "animate-spin" : ""}`} />}>
        {fetching ? "Atualizando…" : "Atualizar"}
      </Button>
      {failed && (
        <p role="alert" className="w-full text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}
