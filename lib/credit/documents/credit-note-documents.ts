import { createHash } from "node:crypto";
import { getPrisma } from "@/lib/db/client";
import type { CreditNote, CreditNoteSigner } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { networkPrefix } from "@/lib/http/client-address";
import { maskCpf } from "@/lib/log/mask-values";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import { SANDBOX_CREDITOR } from "../sandbox/creditor";
import { civilToday } from "../simulation/clock";
import { readStoredAmortization, readStoredPlan } from "../store/read-credit-note-json";
import type { Instrument } from "../signatures/instrument";
import { sealInstrument } from "../signatures/instrument";
import { loadInstrument } from "../signatures/load-instrument";
import { renderCcbPdf, type SignatureEvidence } from "./ccb-pdf";
import { buildCetWorksheet } from "./cet-worksheet";
import { renderCetWorksheetPdf } from "./cet-worksheet-pdf";

/** A rendered document and what its download answer needs. */
export interface PdfFile {
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly fileName: string;
  /** CCB only: a draft before every signature, the signed CCB after. */
  readonly kind?: "draft" | "signed";
}

const MODELS = ["price", "sac", "fgts"] as const;
const ROLE_NAMES: Readonly<Record<string, string>> = { Borrower: "Tomador" };

/** The CET worksheet of an operation, from its plan and the calculation's base date as the API holds them. */
export async function cetWorksheetOfNote(note: CreditNote): Promise<PdfFile> {
  const prisma = getPrisma();
  const plan = readStoredPlan(note);
  if (!plan) throw new AppError("CONFLICT_STATUS", { message: "credit note without plan", userMessage: "A operação ainda não tem plano de pagamento." });
  const [product, person, correspondent] = await Promise.all([
    prisma.creditProduct.findUniqueOrThrow({ where: { id: note.productId }, select: { name: true, calculationModel: true } }),
    prisma.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { name: true, registrationNumber: true } }),
    prisma.creditCorrespondent.findUniqueOrThrow({ where: { id: note.correspondentId }, select: { name: true, registrationNumber: true } }),
  ]);
  const model = MODELS.find((candidate) => candidate === product.calculationModel) ?? "price";
  // The calculation's base date; a plan computed without one was computed for the day it was created, in Brasília.
  const startDate = readStoredAmortization(note).startDate?.slice(0, 10) ?? civilToday(note.createdAt);
  const creditNoteNo = formatCreditNoteNo(note.number);
  const worksheet = buildCetWorksheet({
    creditNoteNo,
    creditor: SANDBOX_CREDITOR,
    correspondent,
    borrower: { name: person.name.trim(), cpf: maskCpf(person.registrationNumber) },
    productName: product.name,
    model,
    startDate,
    plan,
  });
  return pdfFile(await renderCetWorksheetPdf(worksheet), `planilha-cet-${creditNoteNo}.pdf`);
}

/**
 * The CCB of an operation: once every signer signed, the signed CCB, rendered from the instrument stored with
 * the signatures the first time it is asked for and then stored (its bytes never change); before that, a draft
 * of today's instrument, rendered on each request.
 */
export async function ccbOfNote(note: CreditNote, verifyUrl: string, now = new Date()): Promise<PdfFile> {
  const prisma = getPrisma();
  const creditNoteNo = formatCreditNoteNo(note.number);
  const stored = await prisma.creditSignedDocument.findUnique({ where: { creditNoteId: note.id } });
  if (stored) return { bytes: Buffer.from(stored.content), sha256: stored.sha256, fileName: signedFileName(creditNoteNo), kind: "signed" };

  const signers = await prisma.creditNoteSigner.findMany({ where: { creditNoteId: note.id }, orderBy: { createdAt: "asc" } });
  const signed = signedInstrument(signers);
  if (signed) {
    const bytes = await renderCcbPdf({ kind: "signed", ...signed, verifyUrl });
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    // Two first requests at once render the same bytes; the first insert wins and both answer the stored row.
    await prisma.creditSignedDocument.createMany({ data: [{ creditNoteId: note.id, sha256, content: new Uint8Array(bytes) }], skipDuplicates: true });
    const row = await prisma.creditSignedDocument.findUniqueOrThrow({ where: { creditNoteId: note.id } });
    return { bytes: Buffer.from(row.content), sha256: row.sha256, fileName: signedFileName(creditNoteNo), kind: "signed" };
  }
  if (!note.plan) throw new AppError("CONFLICT_STATUS", { message: "credit note without plan", userMessage: "A operação ainda não tem plano de pagamento." });
  const instrument = await loadInstrument(prisma, note);
  const bytes = await renderCcbPdf({ kind: "draft", instrument, documentSha256: sealInstrument(instrument).sha256, verifyUrl, createdAt: now });
  return { ...pdfFile(bytes, `ccb-${creditNoteNo}-minuta.pdf`), kind: "draft" };
}

/** The instrument every signer signed (all the same document) with each one's evidence; null until all signed. */
function signedInstrument(signers: readonly CreditNoteSigner[]): { instrument: Instrument; documentSha256: string; signatures: SignatureEvidence[] } | null {
  const first = signers[0];
  if (!first || signers.some((signer) => signer.status !== "Signed" || !signer.documentText || !signer.signedAt)) return null;
  if (!first.documentText || !first.documentSha256 || signers.some((signer) => signer.documentSha256 !== first.documentSha256)) return null;
  const instrument = JSON.parse(first.documentText) as Instrument;
  return {
    instrument,
    documentSha256: first.documentSha256,
    signatures: signers.map((signer) => ({
      // The borrower as the signed instrument names them (the instrument holds the CPF masked).
      name: signer.role === "Borrower" ? instrument.borrower.name : signer.name,
      roleName: ROLE_NAMES[signer.role] ?? signer.role,
      cpf: instrument.borrower.cpf,
      signedAt: signer.signedAt as Date,
      clientNetwork: signer.clientAddress ? networkPrefix(signer.clientAddress) : null,
      documentSha256: signer.documentSha256 as string,
    })),
  };
}

function signedFileName(creditNoteNo: string): string {
  return `ccb-${creditNoteNo}-assinada.pdf`;
}

function pdfFile(bytes: Buffer, fileName: string): PdfFile {
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex"), fileName };
}

/** A PDF download: attachment, ETag = SHA-256 of the bytes, never cached by shared caches. */
export function pdfResponse(file: PdfFile, disposition: "attachment" | "inline" = "attachment"): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${file.fileName}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache, no-transform",
      etag: `"${file.sha256}"`,
      ...(file.kind && { "x-document-kind": file.kind }),
    },
  });
}
