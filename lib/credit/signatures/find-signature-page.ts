import type { OperationStatus } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditNote, CreditNoteSigner } from "@/lib/db/generated/client";
import { networkPrefix } from "@/lib/http/client-address";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import { sealInstrument, type Instrument } from "./instrument";
import { loadInstrument } from "./load-instrument";
import { IDENTITY_MAX_FAILURES } from "./signature-fields";

/** What the signer decided, as recorded: the document is the one signed (its stored snapshot), not today's. */
export interface RecordedDecision {
  readonly at: Date;
  readonly documentSha256: string | null;
  /** The canonical instrument stored with the decision (null for signatures recorded before evidence was kept). */
  readonly instrument: Instrument | null;
  /** The client's network (IPv4 /24, IPv6 /48), never the whole address. */
  readonly clientNetwork: string | null;
}

export type SignaturePageState =
  /** Collection is open and this signer has not decided: the instrument to read and sign. */
  | {
      readonly kind: "open";
      readonly instrument: Instrument;
      readonly documentSha256: string;
      readonly attemptsLeft: number;
      readonly lockedUntil: Date | null;
    }
  | { readonly kind: "closed"; readonly why: "canceled" | "canceling" | "not-open" }
  | ({ readonly kind: "signed" } & RecordedDecision)
  | ({ readonly kind: "refused"; readonly reason: string | null } & RecordedDecision);

export interface SignaturePage {
  readonly role: string;
  readonly signerName: string;
  readonly creditNoteNo: string;
  readonly operationStatus: OperationStatus;
  readonly correspondentName: string;
  /** Every signer of the operation signed: the signed CCB can be downloaded. */
  readonly allSigned: boolean;
  readonly state: SignaturePageState;
}

/** What the signature page shows for a token; null for an unknown one. */
export async function findSignaturePage(token: string, now = new Date()): Promise<SignaturePage | null> {
  const prisma = getPrisma();
  const signer = await prisma.creditNoteSigner.findUnique({ where: { token }, include: { creditNote: true } });
  if (!signer) return null;
  const { creditNote: note, ...decision } = signer;
  const [correspondent, unsigned] = await Promise.all([
    prisma.creditCorrespondent.findUniqueOrThrow({ where: { id: note.correspondentId }, select: { name: true } }),
    prisma.creditNoteSigner.count({ where: { creditNoteId: note.id, status: { not: "Signed" } } }),
  ]);
  return {
    role: signer.role,
    signerName: signer.name,
    creditNoteNo: formatCreditNoteNo(note.number),
    operationStatus: note.status as OperationStatus,
    correspondentName: correspondent.name,
    allSigned: unsigned === 0,
    state: await stateOf(decision, note, now),
  };
}

async function stateOf(signer: CreditNoteSigner, note: CreditNote, now: Date): Promise<SignaturePageState> {
  if (signer.status === "Signed" || signer.status === "Refused") {
    const recorded: RecordedDecision = {
      at: (signer.status === "Signed" ? signer.signedAt : signer.refusedAt) ?? signer.createdAt,
      documentSha256: signer.documentSha256,
      instrument: signer.documentText ? (JSON.parse(signer.documentText) as Instrument) : null,
      clientNetwork: signer.clientAddress ? networkPrefix(signer.clientAddress) : null,
    };
    return signer.status === "Signed" ? { kind: "signed", ...recorded } : { kind: "refused", reason: signer.refusalReason, ...recorded };
  }
  if (note.status === "Canceled") return { kind: "closed", why: "canceled" };
  if (note.cancelRequestedAt) return { kind: "closed", why: "canceling" };
  if (note.status !== "Signatures" || note.deletedAt) return { kind: "closed", why: "not-open" };
  const instrument = await loadInstrument(getPrisma(), note);
  return {
    kind: "open",
    instrument,
    documentSha256: sealInstrument(instrument).sha256,
    attemptsLeft: IDENTITY_MAX_FAILURES - signer.identityFailures,
    lockedUntil: signer.identityLockedUntil && signer.identityLockedUntil > now ? signer.identityLockedUntil : null,
  };
}

/**
 * The canonical document behind a token (`GET /sign/{token}/documento`): the one stored with the decision once
 * the signer decided, else the one to sign while collection is open; null otherwise.
 */
export async function findSignatureDocument(token: string): Promise<{ text: string; sha256: string } | null> {
  const signer = await getPrisma().creditNoteSigner.findUnique({ where: { token }, include: { creditNote: true } });
  if (!signer) return null;
  if (signer.documentText && signer.documentSha256) return { text: signer.documentText, sha256: signer.documentSha256 };
  const { creditNote: note, ...rest } = signer;
  const state = await stateOf(rest, note, new Date());
  return state.kind === "open" ? sealInstrument(state.instrument) : null;
}

/**
 * The operation behind a token whose CCB the borrower may download (`GET /sign/{token}/ccb`): while collection is
 * open (the draft) and once this signer signed (the signed CCB when every signer did, the draft before); null
 * for an unknown token, a refusal, or collection closed before this signer decided.
 */
export async function findSignatureNote(token: string): Promise<CreditNote | null> {
  const signer = await getPrisma().creditNoteSigner.findUnique({ where: { token }, include: { creditNote: true } });
  if (!signer) return null;
  const { creditNote: note, ...rest } = signer;
  if (rest.status === "Signed") return note;
  const state = await stateOf(rest, note, new Date());
  return state.kind === "open" ? note : null;
}
