import { getPrisma } from "@/lib/db/client";
import { maskName } from "@/lib/log/mask-values";
import { countAgainst, prismaRateLimiter } from "@/lib/security/rate-limiters";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import type { Instrument } from "../signatures/instrument";

/**
 * The public verification of a CCB by its code (`/verificar`): anyone holding the document may check that the
 * creditor has it signed, and what it says in outline. It answers only for signed documents, only what the
 * printed document already shows, masked further (the name too: the page is public), and is throttled per
 * client address so it cannot be used to enumerate codes (2^256 of them make guessing pointless anyway; the
 * limit keeps the page from becoming a free oracle for load).
 */
export const VERIFY_THROTTLE = { keyPrefix: "verify-document", points: 30, duration: 600 } as const;

export type VerificationOutcome =
  | { readonly kind: "malformed" }
  | { readonly kind: "throttled"; readonly retryAfterSeconds: number }
  | { readonly kind: "unknown" }
  | { readonly kind: "authentic"; readonly document: VerifiedDocument };

export interface VerifiedDocument {
  readonly title: string;
  readonly version: string;
  readonly creditNoteNo: string;
  readonly productName: string;
  readonly issueDate: string;
  /** The borrower's name masked (`Maria S*** A***`) and the CPF as the document masks it. */
  readonly borrower: { readonly name: string; readonly cpf: string };
  readonly amounts: Instrument["amounts"];
  readonly rates: Instrument["rates"];
  readonly installments: number;
  readonly signatures: readonly { readonly role: string; readonly signedAt: Date }[];
  /** SHA-256 of the signed CCB's PDF once it was generated (the file itself can be checked), else null. */
  readonly pdfSha256: string | null;
}

/** `ABCD 1234 …` or the 64 hex digits in any case → the lower-case SHA-256, or null. */
export function normalizeVerificationCode(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, "").toLowerCase();
  return /^[0-9a-f]{64}$/.test(digits) ? digits : null;
}

export async function verifyDocumentCode(input: string, clientAddress: string | null): Promise<VerificationOutcome> {
  const wait = await countAgainst(prismaRateLimiter(VERIFY_THROTTLE), clientAddress ?? "unknown");
  if (wait > 0) return { kind: "throttled", retryAfterSeconds: Math.ceil(wait / 1000) };
  const code = normalizeVerificationCode(input);
  if (!code) return { kind: "malformed" };
  const prisma = getPrisma();
  const signers = await prisma.creditNoteSigner.findMany({ where: { documentSha256: code }, orderBy: { createdAt: "asc" } });
  const signed = signers.filter((signer) => signer.status === "Signed" && signer.signedAt && signer.documentText);
  const first = signed[0];
  if (!first?.documentText) return { kind: "unknown" };
  const instrument = JSON.parse(first.documentText) as Instrument;
  const [note, stored] = await Promise.all([
    prisma.creditNote.findUniqueOrThrow({ where: { id: first.creditNoteId }, select: { number: true } }),
    prisma.creditSignedDocument.findUnique({ where: { creditNoteId: first.creditNoteId }, select: { sha256: true } }),
  ]);
  return {
    kind: "authentic",
    document: {
      title: instrument.title,
      version: instrument.version,
      creditNoteNo: formatCreditNoteNo(note.number),
      productName: instrument.product.name,
      issueDate: instrument.issueDate,
      borrower: { name: maskName(instrument.borrower.name), cpf: instrument.borrower.cpf },
      amounts: instrument.amounts,
      rates: instrument.rates,
      installments: instrument.plan.installments.length,
      signatures: signed.map((signer) => ({ role: signer.role === "Borrower" ? "Tomador" : signer.role, signedAt: signer.signedAt as Date })),
      pdfSha256: stored?.sha256 ?? null,
    },
  };
}
