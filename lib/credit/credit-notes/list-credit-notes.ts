import type { CreditNote, CreditNoteListQuery, Page } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Caller } from "../auth/authenticate-caller";
import { fromUtcDateTime } from "../dates";
import { pageWindow, toPage } from "../pagination";
import { creditNoteWithRelations } from "./load-credit-note";
import { toCreditNoteResponse } from "./to-credit-note-response";

/**
 * `GET /v1/CreditNote`: the caller's operations by `status`, borrower and creation window, oldest first so a scanner
 * paging through a window never skips one created meanwhile. Logically deleted operations are left out.
 */
export async function listCreditNotes(caller: Caller, query: CreditNoteListQuery): Promise<Page<CreditNote>> {
  const where: Prisma.CreditNoteWhereInput = {
    correspondentId: caller.correspondentId,
    deletedAt: null,
    ...(query.status && { status: query.status }),
    ...(query.personId && { personId: query.personId }),
    ...((query.initialDate || query.finalDate) && {
      createdAt: {
        ...(query.initialDate && { gte: fromUtcDateTime(query.initialDate) }),
        // finalDate is inclusive to the second.
        ...(query.finalDate && { lt: new Date(fromUtcDateTime(query.finalDate).getTime() + 1000) }),
      },
    }),
  };
  const prisma = getPrisma();
  const [rows, totalItems] = await Promise.all([
    prisma.creditNote.findMany({ where, orderBy: [{ createdAt: "asc" }, { number: "asc" }], ...pageWindow(query), ...creditNoteWithRelations }),
    prisma.creditNote.count({ where }),
  ]);
  const uploads = await prisma.creditUpload.findMany({
    where: { creditNoteId: { in: rows.map((row) => row.id) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const data = rows.map((row) => toCreditNoteResponse(row, uploads.filter((upload) => upload.creditNoteId === row.id)));
  return toPage(data, totalItems, query);
}
