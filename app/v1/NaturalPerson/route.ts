import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { createNaturalPerson } from "@/lib/credit/persons/create-natural-person";
import { listNaturalPersons } from "@/lib/credit/persons/list-natural-persons";

export const POST = creditRoute(routes.createNaturalPerson, async ({ caller, body }) => createNaturalPerson({ caller, body }));
export const GET = creditRoute(routes.listNaturalPersons, async ({ caller, query }) => listNaturalPersons({ caller, query }));
