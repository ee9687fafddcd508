import { deskRoutes } from "@/lib/contract/desk-api";
import { getDeskFileContent } from "@/lib/credit/desk/desk-file-content";
import { deskRoute } from "@/lib/credit/http/desk-route";
import { fileContentResponse } from "@/lib/credit/http/file-content-response";

export const GET = deskRoute(deskRoutes.downloadDeskFile, async ({ params, request }) => fileContentResponse(await getDeskFileContent(params.id, params.fileId), request));
