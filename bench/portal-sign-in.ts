import { DEMO_OPERATOR_PASSWORD } from "@/lib/portal/seed/demo-portal";

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/**
 * One sign-in of a demo operator like the browser's form (CSRF token, then the credentials callback): the session
 * cookie, and how long it took. `forwardedFor` gives each bench (or each operator) its own address, so the per-address
 * sign-in limits of one never slow another.
 */
export async function signInToPortal(base: string, email: string, forwardedFor = "10.98.0.1"): Promise<{ cookie: string; ms: number }> {
  const headers = { "x-forwarded-for": forwardedFor, "user-agent": "bench" };
  const started = performance.now();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: DEMO_OPERATOR_PASSWORD, callbackUrl: `${base}/` }),
  });
  const ms = performance.now() - started;
  const cookie = cookiesOf(response).find((value) => value.startsWith("authjs.session-token="));
  if (!cookie) throw new Error(`sign-in of ${email} refused (${response.status})`);
  return { cookie, ms };
}
