/**
 * Where to go after sign-in: only a path of this site (`/…`, not `//host` or `/\host`), never the sign-in page
 * itself; anything else goes home. Stops the sign-in page from being an open redirect.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f]/.test(candidate)) return "/";
  if (candidate === "/login" || candidate.startsWith("/login?") || candidate.startsWith("/api/auth")) return "/";
  return candidate;
}
