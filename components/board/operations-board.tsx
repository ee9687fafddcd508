"use client";

import Link from "next/link";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { OperationStatus } from "@/lib/contract/enums";
import type { AlertLimits } from "@/lib/portal/board/alert-limits";
import { rowWindowsParam } from "@/lib/portal/board/board-filters";
import { FINAL_STATUSES } from "@/lib/portal/operations/operation-status";
import { buildBoardItems, rowsByStatus } from "./board-items";
import { BoardList, SHOW_MORE_STEP } from "./board-list";
import { nextPollDelay } from "./board-poll-policy";
import { BoardSummary } from "./board-summary";
import { RefreshStatus } from "./refresh-status";
import { useBoardData } from "./use-board-data";
import { useNow } from "./use-now";
import { textLinkClass } from "@/components/ui/text-link";

/** Rows asked for a final status when its group is opened (the server's default for the others). */
const DEFAULT_ROWS = 50;

/** The clock for time in status and alerts: an alert appears within this long after its limit passes. */
const CLOCK_MS = 5_000;

/**
 * The operations board: the portal's tracked operations in the operator's scope, grouped by status (partner
 * action first, then waiting, then final), refreshed by polling the portal's own store.
 */
export function OperationsBoard(props: {
  readonly queryString: string;
  readonly filtered: boolean;
  readonly limits: AlertLimits;
  /** The page's title and description (beside the refresh status). */
  readonly intro: ReactNode;
  /** The filters form (between the title and the summary). */
  readonly filters: ReactNode;
}) {
  const { queryString, filtered, limits, intro, filters } = props;
  // Rows wanted per status beyond the server's default (view state: not in the page's URL).
  const [windows, setWindows] = useState<Readonly<Record<string, number>>>({});
  const show = rowWindowsParam(windows);
  const query = useBoardData([queryString, show && `show=${show}`].filter(Boolean).join("&"));
  const state = query.data;
  const nowMs = useNow(CLOCK_MS);
  const [collapsed, setCollapsed] = useState<ReadonlySet<OperationStatus>>(() => new Set(FINAL_STATUSES));
  const toggle = useCallback((status: OperationStatus) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });
    // The final statuses' rows are not sent until their group is opened.
    if ((FINAL_STATUSES as readonly string[]).includes(status)) setWindows((previous) => (previous[status] ? previous : { ...previous, [status]: DEFAULT_ROWS }));
  }, []);

  const showMore = useCallback(
    (status: OperationStatus) => {
      const loaded = query.data ? [...query.data.byId.values()].filter((row) => row.status === status).length : 0;
      setWindows((previous) => ({ ...previous, [status]: loaded + SHOW_MORE_STEP }));
    },
    [query.data],
  );

  // Grouping and sorting follow the rows only; the clock and the collapsed set reuse them.
  const byId = state?.byId;
  const grouped = useMemo(() => (byId ? rowsByStatus(byId) : null), [byId]);
  const board = useMemo(
    () => (state && grouped ? buildBoardItems(state, grouped, { collapsed, nowMs, limits }) : null),
    [state, grouped, collapsed, nowMs, limits],
  );
  const justChanged = state ? [...state.changedAt.values()].filter((at) => at === state.updatedAt && state.updatedAt === state.checkedAt).length : 0;

  const failed = query.error && query.error.kind !== "filters" ? query.error.message : null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 max-w-3xl">{intro}</div>
        <p role="status" className="sr-only">
          {justChanged === 1 ? "1 operação mudou de status." : justChanged > 1 ? `${justChanged} operações mudaram de status.` : ""}
        </p>
        <RefreshStatus
          checkedAt={state?.checkedAt ?? null}
          nextAt={state ? state.checkedAt + nextPollDelay(state.unchangedStreak, state.lastDurationMs) : null}
          fetching={query.isFetching}
          failed={failed}
          onRefresh={() => void query.refetch()}
        />
        {query.error?.kind === "session" && (
          <Link href="/login" className={textLinkClass("text-sm underline")}>
            Entrar novamente
          </Link>
        )}
      </div>

      {filters}

      {query.error?.kind === "filters" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {query.error.message}
        </p>
      )}

      {!state && !query.error && <BoardSkeleton />}

      {board && <BoardSummary totals={board.totals} />}

      {board && state && state.byId.size === 0 && <EmptyBoard filtered={filtered} />}

      {board && state && state.byId.size > 0 && <BoardList items={board.items} nowMs={nowMs} limits={limits} names={state.names} onToggle={toggle} onShowMore={showMore} loadingMore={query.isPlaceholderData} />}
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-24 animate-pulse rounded-lg bg-slate-200/70" />
        ))}
      </div>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="h-12 animate-pulse rounded-md bg-slate-200/60" />
      ))}
    </div>
  );
}

function EmptyBoard({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="font-medium text-slate-900">{filtered ? "Nenhuma operação com estes filtros." : "Nenhuma operação acompanhada ainda."}</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        {filtered
          ? "Mude ou limpe os filtros para ver as demais operações."
          : "As operações criadas no portal aparecem aqui assim que são criadas; as criadas por outros canais com a credencial da agência aparecem na próxima varredura."}
      </p>
      {filtered && (
        <Link href="/board" className={textLinkClass("mt-4 text-sm underline")}>
          Limpar filtros
        </Link>
      )}
    </div>
  );
}
