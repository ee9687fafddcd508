import { routes } from "@/lib/contract";
import { uploadFile } from "@/lib/credit/files/upload-file";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.uploadFile, async ({ caller, body }) => uploadFile({ caller, form: body }));
