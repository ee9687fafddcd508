/**
 * Server actions over HTTP, as the browser calls them: a POST to a page that uses the action, with the action's
 * id (from the build's server-reference manifest) in `Next-Action` and its arguments JSON-encoded. The result is
 * read from the RSC answer.
 */
import { actionPath, type ServerActionRef } from "@/test/support/server-action-manifest";
import { portalUrl } from "./portal-session";

export { serverAction, serverActions, type ServerActionRef } from "@/test/support/server-action-manifest";

export interface ActionAnswer {
  readonly status: number;
  readonly text: string;
  /** The action's `ActionResult` when the answer carries one. */
  readonly result: { ok: boolean; code?: string; message?: string; data?: unknown } | null;
}

export async function callServerAction(
  action: ServerActionRef,
  args: unknown[],
  options: { cookie?: string | null; origin?: string; path?: string; /** Another instance than the test server. */ baseUrl?: string; timeoutMs?: number } = {},
): Promise<ActionAnswer> {
  const target = options.path ?? actionPath(action);
  const url = options.baseUrl ? `${options.baseUrl}${target}` : portalUrl(target);
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "next-action": action.id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: options.origin ?? new URL(url).origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(args),
    ...(options.timeoutMs && { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const text = await response.text();
  return { status: response.status, text, result: actionResultIn(text) };
}

/** The `{ ok, ... }` object in an RSC answer (one line per chunk, `N:json`). */
function actionResultIn(text: string): ActionAnswer["result"] {
  for (const line of text.split("\n")) {
    const json = line.replace(/^[0-9a-f]+:/, "");
    if (!json.startsWith("{")) continue;
    try {
      const value = JSON.parse(json) as Record<string, unknown>;
      if (typeof value.ok === "boolean") return value as ActionAnswer["result"];
    } catch {
      // not a JSON chunk
    }
  }
  return null;
}
