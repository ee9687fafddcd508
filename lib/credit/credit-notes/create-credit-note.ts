import type { CreditNote, CreditNoteCreate, CreditNoteCreateQuery } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { fromUtcDateTime } from "../dates";
import { nextStageAtFor } from "../pipeline/next-transition";
import { findProduct } from "../products/find-product";
import { creditSettings } from "../settings";
import { identitiesOf, requireNoDuplicateUploads } from "../uploads/duplicate-uploads";
import { resolveUploadFiles } from "../uploads/resolve-upload-files";
import { uploadColumns } from "../uploads/to-upload-record";
import { creditNoteWithRelations } from "./load-credit-note";
import { planForNote } from "./plan-for-note";
import { requireInstallmentWithinMargin } from "./require-installment-within-margin";
import { prepareCreationBorrower } from "./creation-borrower";
import { respondWithCreditNote } from "./to-credit-note-response";
import { toStoredJson } from "../store/read-credit-note-json";

export interface CreateCreditNoteOptions {
  caller: Caller;
  body: CreditNoteCreate;
  query: CreditNoteCreateQuery;
  now?: Date;
}

/**
 * `POST /v1/CreditNote`: validates the calculation against the product (the plan is computed and kept with
 * the operation), resolves the borrower and account, and stores the operation in the product's initial
 * status (`Draft` or `ComplianceApproval`) with its documents and the first history entry, atomically: a
 * `newPersonAndAccount` borrower is written in the same transaction, after every check, so a refused creation
 * leaves no person or account behind.
 * Documents that link content (`fileId`) must name the caller's files, each content once (409 otherwise).
 */
export async function createCreditNote({ caller, body, query, now = new Date() }: CreateCreditNoteOptions): Promise<CreditNote | { id: string }> {
  const product = await findProduct(body.productId);
  const id = crypto.randomUUID();
  // The calculation is checked before anything is written (a refused plan registers no new person).
  const { amortization, plan } = planForNote(id, product, body.amortization, { updateStartDate: query.updateStartDate, now });
  if (body.registryOfferCTPSRequestId !== undefined) await requireOwnOffer(caller, body.registryOfferCTPSRequestId);
  const uploads = body.uploads ?? [];
  const files = await resolveUploadFiles(caller, uploads);
  requireNoDuplicateUploads([], identitiesOf(uploads, files));
  const borrower = await prepareCreationBorrower(caller, body);
  await requireNoCancelInProgress(borrower.registrationNumber);
  if (product.calculationModel !== "fgts") await requireInstallmentWithinMargin(caller, borrower.registrationNumber, plan, now);

  const prisma = getPrisma();
  const note = await prisma.$transaction(async (tx) => {
    const { personId, bankAccountId } = await borrower.write(tx);
    await tx.creditNote.create({
      data: {
        id,
        correspondentId: caller.correspondentId,
        createdByApiClientId: caller.apiClientId,
        productId: product.id,
        personId,
        bankAccountId,
        status: product.initialStatus,
        statusSince: now,
        nextStageAt: nextStageAtFor(product.initialStatus, now, creditSettings.pipelineStageSeconds()),
        amortization: toStoredJson(amortization),
        plan: toStoredJson(plan),
        warranty: toStoredJson(body.warranty ?? []),
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
    if (uploads.length > 0) {
      await tx.creditUpload.createMany({
        data: uploads.map((item) => ({ ...uploadColumns(item, files), correspondentId: caller.correspondentId, personId, creditNoteId: id })),
      });
    }
    return tx.creditNote.findUniqueOrThrow({ where: { id }, ...creditNoteWithRelations });
  });

  logger.info("operação criada", { creditNoteId: id, productId: product.id, status: note.status, correspondentId: caller.correspondentId });
  return query.returnValue ? respondWithCreditNote(note) : { id };
}

/**
 * Re-contracting for the same borrower/holder waits for an earlier operation's cancel to finish (spec, business
 * rule 6: the margin or the birthday withdrawal may still be committed): 409 while one is being processed.
 */
async function requireNoCancelInProgress(registrationNumber: string) {
  const prisma = getPrisma();
  const persons = await prisma.creditNaturalPerson.findMany({ where: { registrationNumber }, select: { id: true } });
  const pending = await prisma.creditNote.findFirst({
    where: { personId: { in: persons.map((person) => person.id) }, cancelRequestedAt: { not: null }, status: { not: "Canceled" } },
    select: { id: true },
  });
  if (!pending) return;
  throw new AppError("CONFLICT_STATUS", {
    message: "earlier operation of the borrower still being canceled",
    // The earlier operation may be another correspondent's: it is not named.
    userMessage: "O cancelamento de uma operação anterior do tomador ainda está em processamento; aguarde o status Canceled e repita.",
  });
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
