"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import type { OperationStatus } from "@/lib/contract/enums";
import type { AlertLimits } from "@/lib/portal/board/alert-limits";
import { CATEGORY_LABELS } from "@/lib/portal/operations/operation-status";
import type { BoardItem } from "./board-items";
import { operationsCount } from "./board-format";
import { BoardGroupHeader } from "./board-group-header";
import { BoardRowView, ROW_GRID } from "./board-row";
import { Button } from "@/components/ui/button";

/** Rows a "show more" adds to a status. */
export const SHOW_MORE_STEP = 500;

function showMoreLabel(remaining: number): string {
  if (remaining === 1) return "Mostrar a operação restante";
  if (remaining <= SHOW_MORE_STEP) return `Mostrar as ${remaining.toLocaleString("pt-BR")} restantes`;
  return `Mostrar mais ${SHOW_MORE_STEP.toLocaleString("pt-BR")} (de ${remaining.toLocaleString("pt-BR")} restantes)`;
}

const ESTIMATES = { category: 52, group: 64, row: 64, more: 52 } as const;

/**
 * The board's statuses and operations in one virtualized list over the page's own scroll
 * (`useWindowVirtualizer`): only the rows on screen are in the DOM, so 10,000 operations scroll smoothly on a
 * phone too. Heights are measured (a row is one line on a desk monitor, three on a phone).
 */
export function BoardList(props: {
  readonly items: readonly BoardItem[];
  readonly nowMs: number;
  readonly limits: AlertLimits;
  readonly names: Readonly<Record<string, string>>;
  readonly onToggle: (status: OperationStatus) => void;
  readonly onShowMore: (status: OperationStatus) => void;
  /** A "show more" is loading. */
  readonly loadingMore: boolean;
}) {
  const { items, nowMs, limits, names, onToggle, onShowMore, loadingMore } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) > 0.5 ? top : previous));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => ESTIMATES[items[index]!.kind],
    getItemKey: (index) => items[index]!.key,
    overscan: 8,
    scrollMargin,
  });

  return (
    <div ref={listRef}>
      <div aria-hidden className={`hidden px-4 pb-1 text-xs font-medium uppercase tracking-wide text-slate-500 ${ROW_GRID}`}>
        <span>Operação</span>
        <span>Tomador</span>
        <span>Produto</span>
        <span className="text-right">Valor</span>
        <span>No status há</span>
        <span>Agência · origem</span>
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index]!;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
            >
              {item.kind === "category" && (
                <h2 id={`categoria-${item.category}`} className="flex items-baseline gap-2 pt-5 pb-1 text-base font-semibold text-brand-900">
                  {CATEGORY_LABELS[item.category]}
                  <span className="text-sm font-normal text-slate-500">{operationsCount(item.count)}</span>
                </h2>
              )}
              {item.kind === "group" && <BoardGroupHeader {...item} onToggle={onToggle} />}
              {item.kind === "more" && (
                <div className="rounded-b-lg border-x border-b border-slate-200 bg-white px-2 py-1">
                  <Button variant="ghost" size="sm" onClick={() => onShowMore(item.status)} disabled={loadingMore}>
                    {loadingMore ? "Carregando…" : showMoreLabel(item.remaining)}
                  </Button>
                </div>
              )}
              {item.kind === "row" && (
                <BoardRowView
                  row={item.row}
                  alert={item.alert}
                  changed={item.changed}
                  last={item.last}
                  minutesInStatus={Math.floor(Math.max(0, nowMs - item.row.statusSinceMs) / 60_000)}
                  limits={limits}
                  branchName={item.row.branchId ? (names[item.row.branchId] ?? "Agência") : `${names[item.row.organizationId] ?? "Organização"} (sem agência)`}
                  originName={item.row.operatorId ? (names[item.row.operatorId] ?? "Operador") : "Outro canal"}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
