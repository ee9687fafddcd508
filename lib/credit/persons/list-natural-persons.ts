import type { NaturalPerson, NaturalPersonListQuery } from "@/lib/contract/natural-person";
import type { Page } from "@/lib/contract/pagination";
import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { pageWindow, toPage } from "../pagination";
import { listPersonUploads } from "../uploads/list-person-uploads";
import { toNaturalPersonResponse } from "./to-natural-person-response";

export interface ListNaturalPersonsOptions {
  caller: Caller;
  query: NaturalPersonListQuery;
}

/** The caller's persons, optionally by CPF, newest first, paginated (each with its documents). */
export async function listNaturalPersons({ caller, query }: ListNaturalPersonsOptions): Promise<Page<NaturalPerson>> {
  const prisma = getPrisma();
  const where = {
    correspondentId: caller.correspondentId,
    ...(query.registrationNumber !== undefined && { registrationNumber: query.registrationNumber }),
  };
  const [rows, totalItems] = await Promise.all([
    prisma.creditNaturalPerson.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(query) }),
    prisma.creditNaturalPerson.count({ where }),
  ]);
  const uploads = await listPersonUploads(
    caller.correspondentId,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => toNaturalPersonResponse(row, uploads.get(row.id) ?? [])),
    totalItems,
    query,
  );
}
