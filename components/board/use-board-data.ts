"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { boardEtag, versionFromEtag, type BoardPayload } from "@/lib/portal/board/board-types";
import { nextPollDelay } from "./board-poll-policy";
import { applyBoardPayload, markUnchanged, type BoardState } from "./board-state";

export class BoardRequestError extends Error {
  constructor(readonly kind: "session" | "filters" | "server", message: string) {
    super(message);
  }
}

/**
 * The board's data, polled from the portal's own store (`GET /board/data`, never the credit API): the version
 * held goes in `If-None-Match`, so a refresh with nothing new is a 304 with no body and one with news is a
 * delta. Polling follows `nextPollDelay`, stops while the tab is hidden and refreshes at once on return.
 */
export function useBoardData(queryString: string) {
  const queryClient = useQueryClient();
  const queryKey = ["board", queryString] as const;
  return useQuery<BoardState, BoardRequestError>({
    queryKey,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<BoardState>(queryKey);
      const started = performance.now();
      const response = await fetch(`/board/data${queryString ? `?${queryString}` : ""}`, {
        signal,
        cache: "no-store",
        headers: previous ? { "if-none-match": boardEtag(previous.version) } : {},
      });
      const duration = performance.now() - started;
      if (response.status === 304 && previous) {
        return markUnchanged({ ...previous, version: versionFromEtag(response.headers.get("etag")) ?? previous.version }, Date.now(), duration);
      }
      if (response.status === 401) throw new BoardRequestError("session", "Sua sessão terminou: entre novamente para ver o painel.");
      if (response.status === 400) {
        const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
        throw new BoardRequestError("filters", problem?.detail ?? "Filtros inválidos.");
      }
      if (!response.ok) throw new BoardRequestError("server", "O painel não pôde ser atualizado agora; os dados mostrados são os últimos recebidos.");
      return applyBoardPayload(previous, (await response.json()) as BoardPayload, Date.now(), duration);
    },
    refetchInterval: (query) => (query.state.data && query.state.error?.kind !== "session" ? nextPollDelay(query.state.data.unchangedStreak, query.state.data.lastDurationMs) : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 2_000,
    // Rows keep their identity through applyBoardPayload; a deep comparison of 10,000 rows per poll is not needed.
    structuralSharing: false,
    placeholderData: keepPreviousData,
    retry: (failures, error) => error.kind === "server" && failures < 2,
  });
}
