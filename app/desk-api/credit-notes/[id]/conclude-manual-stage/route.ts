import { deskRoutes } from "@/lib/contract/desk-api";
import { decideDesk } from "@/lib/credit/desk/desk-decision";
import { deskRoute } from "@/lib/credit/http/desk-route";

export const POST = deskRoute(deskRoutes.decideDesk, ({ params, body }) => decideDesk({ ...params, ...body }), { decision: "conclude-manual-stage" });
