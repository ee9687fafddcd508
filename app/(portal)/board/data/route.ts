import { problemResponse } from "@/lib/http/problem";
import { operatorForRoute } from "@/lib/portal/auth/route-operator";
import { parseBoardSearch, parseRowWindows } from "@/lib/portal/board/board-filters";
import { boardEtag, versionFromEtag } from "@/lib/portal/board/board-types";
import { currentBoardVersion, loadBoard, MAX_ROWS_PER_STATUS } from "@/lib/portal/board/load-board";
import { isOperationStatus } from "@/lib/portal/operations/operation-status";

/**
 * GET /board/data?…filters[&show=Status:rows,…]: the board's data (lib/portal/board/board-types.ts), each status's
 * first rows (more where `show` asks). With `If-None-Match: W/"N"` only what changed after version N, or 304.
 */
export async function GET(request: Request): Promise<Response> {
  // The version is read alongside the session check (it reveals nothing by itself): a refresh with nothing new
  // then costs one round trip to the database after the session's.
  const [access, version] = await Promise.all([operatorForRoute("viewOperations"), currentBoardVersion()]);
  if ("refusal" in access) return access.refusal;
  const params = new URL(request.url).searchParams;
  const search = parseBoardSearch(params);
  if (!search.ok) return problemResponse({ status: 400, title: "Filtros inválidos", detail: search.messages.join(" ") });
  const answer = await loadBoard({
    operator: access.operator,
    filters: search.filters,
    since: versionFromEtag(request.headers.get("if-none-match")),
    windows: parseRowWindows(params.get("show"), isOperationStatus, MAX_ROWS_PER_STATUS),
    version,
  });
  const headers = { etag: boardEtag(answer.version), "cache-control": "private, no-cache", vary: "cookie" };
  if (answer.kind === "not-modified") return new Response(null, { status: 304, headers });
  return new Response(answer.json, { headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}
