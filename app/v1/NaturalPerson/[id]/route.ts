import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { getNaturalPerson } from "@/lib/credit/persons/get-natural-person";

export const GET = creditRoute(routes.getNaturalPerson, async ({ caller, params }) => getNaturalPerson({ caller, personId: params.id }));
