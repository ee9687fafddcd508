import { problemResponse } from "@/lib/http/problem";
import { operatorForRoute } from "@/lib/portal/auth/route-operator";
import { parseBoardSearch } from "@/lib/portal/board/board-filters";
import { boardEtag, versionFromEtag } from "@/lib/portal/board/board-types";
import { loadBoard } from "@/lib/portal/board/load-board";

/**
 * GET /board/data?…filters: the board's data (lib/portal/board/board-types.ts). With `If-None-Match: W/"N"`
 * only what changed after version N, or 304 when nothing did.
 */
export async function GET(request: Request): Promise<Response> {
  const access = await operatorForRoute("viewOperations");
  if ("refusal" in access) return access.refusal;
  const search = parseBoardSearch(new URL(request.url).searchParams);
  if (!search.ok) return problemResponse({ status: 400, title: "Filtros inválidos", detail: search.messages.join(" ") });
  const answer = await loadBoard({ operator: access.operator, filters: search.filters, since: versionFromEtag(request.headers.get("if-none-match")) });
  const headers = { etag: boardEtag(answer.version), "cache-control": "private, no-cache", vary: "cookie" };
  if (answer.kind === "not-modified") return new Response(null, { status: 304, headers });
  return new Response(answer.json, { headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}
