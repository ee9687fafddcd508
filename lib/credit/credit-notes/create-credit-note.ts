import type { CreditNote, CreditNoteCreate, CreditNoteCreateQuery } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { fromUtcDateTime } from "../dates";
import { findProduct } from "../products/find-product";
import { uploadColumns } from "../uploads/to-upload-record";
import { creditNoteWithRelations } from "./load-credit-note";
import { planForNote } from "./plan-for-note";
import { requireInstallmentWithinMargin } from "./require-installment-within-margin";
import { resolveBorrower } from "./resolve-borrower";
import { respondWithCreditNote } from "./to-credit-note-response";

export interface CreateCreditNoteOptions {
  caller: Caller;
  body: CreditNoteCreate;
  query: CreditNoteCreateQuery;
  now?: Date;
}

/**
 * `POST /v1/CreditNote`: validates the calculation against the product (the plan is computed and kept with
 * the operation), resolves the borrower and account, and stores the operation in the product's initial
 * status (`Draft` or `ComplianceApproval`) with its documents and the first history entry, atomically.
 */
export async function createCreditNote({ caller, body, query, now = new Date() }: CreateCreditNoteOptions): Promise<CreditNote | { id: string }> {
  const product = await findProduct(body.productId);
  const id = crypto.randomUUID();
  // The calculation is checked before anything is written (a refused plan registers no new person).
  const { amortization, plan } = planForNote(id, product, body.amortization, { updateStartDate: query.updateStartDate, now });
  if (body.registryOfferCTPSRequestId !== undefined) await requireOwnOffer(caller, body.registryOfferCTPSRequestId);
  const borrower = await resolveBorrower(caller, body);
  if (product.calculationModel !== "fgts") await requireInstallmentWithinMargin(caller, borrower.registrationNumber, plan, now);

  const prisma = getPrisma();
  const note = await prisma.$transaction(async (tx) => {
    await tx.creditNote.create({
      data: {
        id,
        correspondentId: caller.correspondentId,
        productId: product.id,
        personId: borrower.personId,
        bankAccountId: borrower.bankAccountId,
        status: product.initialStatus,
        statusSince: now,
        amortization: amortization as unknown as Prisma.InputJsonObject,
        plan: plan as unknown as Prisma.InputJsonObject,
        warranty: (body.warranty ?? []) as unknown as Prisma.InputJsonArray,
        liquidationType: body.liquidationType,
        emissionDate: body.emissionDate ? fromUtcDateTime(body.emissionDate) : now,
        registryOfferCTPSRequestId: body.registryOfferCTPSRequestId ?? null,
        observations: body.observations ?? null,
        insurance: body.insurance ?? null,
        isPartnerChannelCreation: body.isPartnerChannelCreation ?? null,
        createdAt: now,
        transitions: { create: { to: product.initialStatus, actor: "Partner", reason: "Operação criada", at: now } },
      },
    });
    if (body.uploads?.length) {
      await tx.creditUpload.createMany({
        data: body.uploads.map((item) => ({ ...uploadColumns(item), correspondentId: caller.correspondentId, personId: borrower.personId, creditNoteId: id })),
      });
    }
    return tx.creditNote.findUniqueOrThrow({ where: { id }, ...creditNoteWithRelations });
  });

  logger.info("operação criada", { creditNoteId: id, productId: product.id, status: note.status, correspondentId: caller.correspondentId });
  return query.returnValue ? respondWithCreditNote(note) : { id };
}

async function requireOwnOffer(caller: Caller, offerRequestId: number) {
  const offer = await getPrisma().creditOffer.findUnique({ where: { offerRequestId }, select: { correspondentId: true } });
  const field = "registryOfferCTPSRequestId";
  if (!offer) {
    throw new AppError("NOT_FOUND", {
      message: "offer not found",
      userMessage: "Oferta inexistente: informe o offerRequestId devolvido pela simulação de ofertas.",
      fieldErrors: [{ field, message: "oferta inexistente: informe o offerRequestId (inteiro) da oferta do leilão CTPS" }],
    });
  }
  if (offer.correspondentId !== caller.correspondentId) {
    throw new AppError("FORBIDDEN", { message: "offer of another correspondent", userMessage: "A oferta não pertence ao seu correspondente." });
  }
}
