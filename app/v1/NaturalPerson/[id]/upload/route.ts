import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { attachPersonUploads } from "@/lib/credit/persons/attach-person-uploads";

export const PUT = creditRoute(routes.attachNaturalPersonUploads, async ({ caller, params, body }) => attachPersonUploads(caller, params.id, body));
