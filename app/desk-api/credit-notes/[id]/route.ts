import { deskRoutes } from "@/lib/contract/desk-api";
import { deskRoute } from "@/lib/credit/http/desk-route";
import { getDeskDossier } from "@/lib/credit/desk/get-desk-dossier";

export const GET = deskRoute(deskRoutes.getDeskDossier, ({ params }) => getDeskDossier(params.id));
