import { routes } from "@/lib/contract";
import { getFileContent } from "@/lib/credit/files/get-file-content";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { fileContentResponse } from "@/lib/credit/http/file-content-response";

export const GET = creditRoute(routes.downloadFile, async ({ caller, params, request }) => fileContentResponse(await getFileContent(caller, params.id), request));
