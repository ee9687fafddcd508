"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/**
 * One react-query client per browser tab. Reads of the portal poll its own routes; nothing retries a refusal (a
 * 4xx is an answer), only network hiccups, twice.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { refetchOnWindowFocus: true, retry: (failures, error) => failures < 2 && !(error instanceof HttpStatusError && error.status < 500) },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A portal route that answered with an error status. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** GETs a portal JSON route, same-origin, no cache: the polling reads of the wizards and pages. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store", ...(signal && { signal }) });
  if (!response.ok) throw new HttpStatusError(response.status);
  return (await response.json()) as T;
}
