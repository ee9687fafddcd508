"use client";

import { useQuery } from "@tanstack/react-query";

/**
 * The header's count of operations waiting for this operator's action (statuses that need the partner, in the
 * operator's scope), refreshed every minute while the tab is visible. Hidden when there is none.
 */
export function AttentionBadge({ initialCount }: { initialCount: number }) {
  const { data: count } = useQuery({
    queryKey: ["board-attention"],
    queryFn: async () => {
      const response = await fetch("/board/attention", { cache: "no-store" });
      if (!response.ok) throw new Error(`attention count: ${response.status}`);
      return ((await response.json()) as { count: number | null }).count ?? 0;
    },
    initialData: initialCount,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-semibold leading-5 text-amber-950">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {count === 1 ? "operação precisa" : "operações precisam"} de ação</span>
    </span>
  );
}
