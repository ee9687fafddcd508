/**
 * Server actions are public POST endpoints. Next.js already compares Origin with Host for them; we check again
 * ourselves so a misconfigured proxy cannot silently disable the guard: the browser's Origin must match the
 * host the request was addressed to (x-forwarded-host first, as Next does).
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
