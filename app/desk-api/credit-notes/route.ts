import { deskRoutes } from "@/lib/contract/desk-api";
import { deskRoute } from "@/lib/credit/http/desk-route";
import { listDeskQueue } from "@/lib/credit/desk/list-desk-queue";

export const GET = deskRoute(deskRoutes.listDeskQueue, ({ query }) => listDeskQueue(query));
