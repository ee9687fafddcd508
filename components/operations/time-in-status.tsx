"use client";

import { formatTimeInStatus } from "@/components/board/format-time-in-status";
import { useNow } from "@/components/board/use-now";

/** How long the operation has been in its status, moving on by itself (`3 h 05 min`). */
export function TimeInStatus({ since }: { since: string }) {
  const now = useNow(30_000);
  return (
    <strong className="text-slate-900" suppressHydrationWarning>
      {formatTimeInStatus(now - new Date(since).getTime())}
    </strong>
  );
}
