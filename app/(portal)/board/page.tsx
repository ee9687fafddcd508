import type { Metadata } from "next";
import { BoardFilters } from "@/components/board/board-filters";
import { OperationsBoard } from "@/components/board/operations-board";
import { StaleScansNotice } from "@/components/board/stale-scans-notice";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { boardQueryString, hasBoardFilters, parseBoardSearch } from "@/lib/portal/board/board-filters";
import { boardAlertLimits } from "@/lib/portal/board/board-settings";
import { listBoardOptions } from "@/lib/portal/board/list-board-options";
import { listStaleScans } from "@/lib/portal/board/stale-scans";

export const metadata: Metadata = { title: "Painel de operações" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The operations board: filters in the URL; the data comes from `/board/data`, polled by the browser. */
export default async function BoardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const operator = await requireCapability("viewOperations");
  const search = parseBoardSearch(await searchParams);
  const [options, staleScans] = await Promise.all([listBoardOptions(operator), listStaleScans(operator)]);
  const scope =
    operator.role === "correspondent"
      ? `Operações da agência ${operator.branch?.name ?? ""}`
      : operator.role === "officer"
        ? `Operações de ${operator.branch?.organizationName ?? "sua organização"}`
        : "Operações de todas as organizações";

  const intro = (
    <header>
      <h1 className="text-2xl font-semibold text-brand-900">Painel de operações</h1>
      <p className="mt-1 text-slate-600">
        {scope}, pelo último status informado pela API de crédito. As que precisam de ação vêm primeiro; o alerta marca o tempo no status acima do
        limite.
      </p>
      <StaleScansNotice scans={staleScans} />
    </header>
  );
  const filters = <BoardFilters values={search.values} branches={options.branches} operators={options.operators} hasUnassigned={options.hasUnassigned} />;
  if (!search.ok) {
    return (
      <div className="space-y-5">
        {intro}
        {filters}
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Não foi possível aplicar os filtros:</p>
          <ul className="mt-1 list-disc pl-5">
            {search.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <OperationsBoard
      // New filters start a new board (row windows and collapsed statuses reset).
      key={boardQueryString(search.values)}
      intro={intro}
      filters={filters}
      queryString={boardQueryString(search.values)}
      filtered={hasBoardFilters(search.values)}
      limits={boardAlertLimits()}
    />
  );
}
