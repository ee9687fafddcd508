"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { fetchJson } from "@/components/providers/query-provider";
import { formatInstantTime } from "@/lib/portal/format/dates";

interface Tracking {
  readonly operation: { readonly status: string; readonly version: number; readonly deletedAt: string | null };
}

/**
 * Keeps the page current while the operation is not in a final status: it polls the tracker's reading (the server
 * reads the credit API again at most every TRACKER_OPEN_OPERATION_SECONDS, whoever asks), paused while the tab is
 * hidden, and re-renders the page when the operation moved. Says when it last looked.
 */
export function OperationAutoRefresh({ operationId, status, final }: { operationId: string; status: string; final: boolean }) {
  const router = useRouter();
  const seen = useRef<string | null>(null);
  const { data, dataUpdatedAt, isFetching } = useQuery({
    queryKey: ["operation-tracking", operationId],
    queryFn: ({ signal }) => fetchJson<Tracking>(`/operations/${operationId}/tracking`, signal),
    refetchInterval: final ? false : 5_000,
    retry: false,
  });
  const fingerprint = data ? `${data.operation.status}:${data.operation.version}:${data.operation.deletedAt ?? ""}` : null;
  useEffect(() => {
    if (fingerprint === null) return;
    if (seen.current !== null && seen.current !== fingerprint && data?.operation.status !== undefined) router.refresh();
    seen.current = fingerprint;
  }, [fingerprint, data, router]);
  useEffect(() => {
    // A status the page did not render (it moved between the render and the first reading): render again.
    if (data && data.operation.status !== status) router.refresh();
  }, [data, status, router]);
  if (final) return null;
  return (
    <p className="text-xs text-slate-500" aria-live="off">
      {isFetching ? "Atualizando…" : dataUpdatedAt ? `Atualizada automaticamente; última leitura às ${formatInstantTime(new Date(dataUpdatedAt))}` : "Atualizada automaticamente"}
    </p>
  );
}
