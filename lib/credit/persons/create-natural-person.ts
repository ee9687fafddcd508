import type { NaturalPerson, NaturalPersonCreate } from "@/lib/contract/natural-person";
import { getPrisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { fromCivilDate, toCivilDate } from "../dates";
import { identitiesOf, requireNoDuplicateUploads } from "../uploads/duplicate-uploads";
import { resolveUploadFiles } from "../uploads/resolve-upload-files";
import { uploadColumns } from "../uploads/to-upload-record";
import { toNaturalPersonResponse } from "./to-natural-person-response";

export interface CreateNaturalPersonOptions {
  caller: Caller;
  body: NaturalPersonCreate;
  now?: Date;
  /** Where `uploads` sits in the request, for the field errors (`newPersonAndAccount.person.uploads` in a creation). */
  uploadsPath?: string;
}

/**
 * Registers a borrower linked to the caller's correspondent, with the documents sent in `uploads` (those that
 * link content must name the caller's files, each content once). A CPF the correspondent already registered
 * is a 409 naming the existing person's id (another correspondent may register the same CPF: each keeps its
 * own record).
 */
export async function createNaturalPerson({ caller, body, now = new Date(), uploadsPath = "uploads" }: CreateNaturalPersonOptions): Promise<NaturalPerson> {
  const prepared = await prepareNaturalPerson({ caller, body, now, uploadsPath });
  const prisma = getPrisma();
  const { person, documents } = await prisma.$transaction((tx) => insertNaturalPerson(tx, prepared));
  logger.info("tomador cadastrado", { personId: person.id, correspondentId: caller.correspondentId, uploads: documents.length });
  return toNaturalPersonResponse(person, documents);
}

/** A registration checked and ready to write (`insertNaturalPerson`), nothing written yet. */
export interface PreparedNaturalPerson {
  readonly caller: Caller;
  readonly body: NaturalPersonCreate;
  readonly files: Awaited<ReturnType<typeof resolveUploadFiles>>;
}

/** Every check of a registration, before anything is written: a creation can then write it with the operation. */
export async function prepareNaturalPerson({ caller, body, now = new Date(), uploadsPath = "uploads" }: CreateNaturalPersonOptions): Promise<PreparedNaturalPerson> {
  const uploads = body.uploads ?? [];
  if (body.birthDate > toCivilDate(now)) {
    throw new AppError("VALIDATION", {
      message: "birth date in the future",
      fieldErrors: [{ field: "birthDate", message: "informe uma data de nascimento no passado, YYYY-MM-DD" }],
    });
  }
  const files = await resolveUploadFiles(caller, uploads, uploadsPath);
  requireNoDuplicateUploads([], identitiesOf(uploads, files), uploadsPath);
  const existing = await getPrisma().creditNaturalPerson.findUnique({
    where: { correspondentId_registrationNumber: { correspondentId: caller.correspondentId, registrationNumber: body.registrationNumber } },
    select: { id: true },
  });
  if (existing) throw alreadyRegistered(existing.id);
  return { caller, body, files };
}

/**
 * Writes a prepared registration inside the caller's transaction. Two concurrent registrations of the same CPF:
 * the unique index decides, the loser gets the same 409 (its transaction, and whatever else it wrote, is undone).
 */
export async function insertNaturalPerson(tx: Prisma.TransactionClient, { caller, body, files }: PreparedNaturalPerson) {
  const { uploads = [], identityDocument, address, ...fields } = body;
  try {
    const person = await tx.creditNaturalPerson.create({
      data: {
        ...fields,
        correspondentId: caller.correspondentId,
        birthDate: fromCivilDate(body.birthDate),
        ...(identityDocument !== undefined && { identityDocument: identityDocument as Prisma.InputJsonObject }),
        ...(address !== undefined && { address: address as Prisma.InputJsonObject }),
      },
    });
    const documents = await tx.creditUpload.createManyAndReturn({
      data: uploads.map((item) => ({ ...uploadColumns(item, files), correspondentId: caller.correspondentId, personId: person.id })),
    });
    return { person, documents };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await getPrisma().creditNaturalPerson.findUnique({
        where: { correspondentId_registrationNumber: { correspondentId: caller.correspondentId, registrationNumber: body.registrationNumber } },
        select: { id: true },
      });
      if (winner) throw alreadyRegistered(winner.id);
    }
    throw error;
  }
}

function alreadyRegistered(personId: string): AppError {
  return new AppError("ALREADY_EXISTS", {
    message: `natural person already registered as ${personId}`,
    userMessage: `CPF já cadastrado para este correspondente (personId ${personId}): use GET /v1/NaturalPerson/${personId} em vez de cadastrar de novo.`,
  });
}
