import { timingSafeEqual } from "node:crypto";
import { getPrisma } from "@/lib/db/client";
import type { CreditNoteSigner, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { creditSettings } from "../settings";
import { INSTRUMENT_VERSION, sealInstrument } from "./instrument";
import { loadInstrument } from "./load-instrument";
import { IDENTITY_DIGITS, IDENTITY_LOCK_MINUTES, IDENTITY_MAX_FAILURES } from "./signature-fields";
import { identityLockedMessage, identityMismatchMessage, parseRefusalInput, parseSignInput, SignatureInputError, type DecisionInput } from "./signature-input";
import type { SigningEvidence } from "./signing-evidence";

export type SignerDecision = { readonly kind: "sign" } | { readonly kind: "refuse"; readonly reason: string | null };

export interface DecisionOutcome {
  readonly status: "Signed" | "Refused";
  /** When the decision was recorded (the first one, for a replay). */
  readonly at: Date;
  readonly documentSha256: string | null;
  /** The same decision had already been recorded: nothing was written (a double click, a replay). */
  readonly replayed: boolean;
}

type Tx = Prisma.TransactionClient;

const NOT_FOUND = () => new AppError("NOT_FOUND", { message: "unknown signature token", userMessage: "Link de assinatura inexistente." });

/**
 * The signer signs or refuses on the signature page, with the evidence of that decision. In order:
 * - an unknown token: 404; the form's fields (signature-input.ts): 400 naming each refused one; a decision already recorded: the same decision again answers it unchanged (one
 *   signature, however many submits), the other one 409;
 * - collection closed (operation not in `Signatures`, or a cancel requested): 409;
 * - identity: the CPF's first IDENTITY_DIGITS digits must match the borrower's; IDENTITY_MAX_FAILURES wrong ones
 *   in a row lock the link for IDENTITY_LOCK_MINUTES (429); the count survives the refusal (its own statement);
 * - under the operation's row lock (the pipeline and every other decision wait on it): the instrument is built
 *   again from the operation as it is now and its SHA-256 must be the one the form sent back (else 409: the
 *   terms changed since the page was loaded); then the decision is stored with the canonical document, its
 *   digest, the time, the client address and the user agent. A signature that completes the collection, or a
 *   refusal, schedules the pipeline's next stage (`SignaturesValidation`, or `Canceled` for a refusal).
 */
export async function decideSignature(
  token: string,
  kind: SignerDecision["kind"],
  form: Readonly<Record<string, unknown>>,
  evidence: SigningEvidence,
  now = new Date(),
): Promise<DecisionOutcome> {
  const prisma = getPrisma();
  const signer = await prisma.creditNoteSigner.findUnique({ where: { token } });
  if (!signer) throw NOT_FOUND();
  const { decision, input } = parseDecision(kind, form);
  const earlier = earlierDecision(signer, decision);
  if (earlier) return earlier;
  await requireCollectionOpen(prisma, signer.creditNoteId);
  await requireIdentity(prisma, signer, input.cpfFirstDigits, now);

  return prisma.$transaction(async (tx) => {
    const [note] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM credit_note WHERE id = ${signer.creditNoteId}::uuid FOR UPDATE`;
    if (!note) throw NOT_FOUND();
    const current = await tx.creditNoteSigner.findUniqueOrThrow({ where: { id: signer.id } });
    const replay = earlierDecision(current, decision);
    if (replay) return replay;
    const locked = await requireCollectionOpen(tx, signer.creditNoteId);
    const { text, sha256 } = sealInstrument(await loadInstrument(tx, locked));
    if (sha256 !== input.documentSha256) throw new SignatureInputError(["document-changed"], { status: "DOCUMENT_CHANGED" });

    const decided = {
      ...(decision.kind === "sign" ? { status: "Signed", signedAt: now } : { status: "Refused", refusedAt: now, refusalReason: decision.reason }),
      clientAddress: evidence.clientAddress,
      userAgent: evidence.userAgent,
      instrumentVersion: INSTRUMENT_VERSION,
      documentText: text,
      documentSha256: sha256,
      identityFailures: 0,
      identityLockedUntil: null,
    };
    await tx.creditNoteSigner.update({ where: { id: signer.id }, data: decided });
    const pending = await tx.creditNoteSigner.count({ where: { creditNoteId: signer.creditNoteId, status: { not: "Signed" } } });
    if (decision.kind === "refuse" || pending === 0) {
      await tx.creditNote.update({
        where: { id: signer.creditNoteId },
        data: { nextStageAt: new Date(now.getTime() + creditSettings.pipelineStageSeconds() * 1000) },
      });
    }
    logger.info(decision.kind === "sign" ? "assinatura registrada" : "assinatura recusada", { creditNoteId: signer.creditNoteId, role: signer.role, pending });
    return { status: decided.status as DecisionOutcome["status"], at: now, documentSha256: sha256, replayed: false };
  });
}

/** The form's fields, refused (400 naming them) before anything else is looked at. */
function parseDecision(kind: SignerDecision["kind"], form: Readonly<Record<string, unknown>>): { decision: SignerDecision; input: DecisionInput } {
  if (kind === "sign") return { decision: { kind }, input: parseSignInput(form) };
  const input = parseRefusalInput(form);
  return { decision: { kind, reason: input.reason }, input };
}

/** The decision already on record: returned again when it is the same one, 409 when it is the other. */
function earlierDecision(signer: CreditNoteSigner, decision: SignerDecision): DecisionOutcome | null {
  if (signer.status === "Pending") return null;
  const same = (signer.status === "Signed") === (decision.kind === "sign");
  if (!same) {
    throw new AppError("CONFLICT_STATUS", {
      message: `signer already ${signer.status}`,
      userMessage: signer.status === "Signed" ? "Este contrato já foi assinado por este link; a assinatura não pode ser desfeita aqui." : "A assinatura deste contrato já foi recusada por este link.",
    });
  }
  const at = signer.status === "Signed" ? signer.signedAt : signer.refusedAt;
  return { status: signer.status as DecisionOutcome["status"], at: at ?? signer.createdAt, documentSha256: signer.documentSha256, replayed: true };
}

/** The operation, when it collects signatures now: in `Signatures`, not deleted, no cancel requested (409 otherwise). */
async function requireCollectionOpen(db: Pick<Tx, "creditNote">, creditNoteId: string) {
  const note = await db.creditNote.findUniqueOrThrow({ where: { id: creditNoteId } });
  if (note.status !== "Signatures" || note.deletedAt !== null || note.cancelRequestedAt !== null) {
    throw new AppError("CONFLICT_STATUS", {
      message: `signature decision in ${note.status}${note.cancelRequestedAt ? " (cancel requested)" : ""}`,
      userMessage: note.cancelRequestedAt
        ? "Esta proposta está sendo cancelada: não há mais o que assinar."
        : "A coleta de assinaturas desta proposta não está aberta.",
    });
  }
  return note;
}

/** The CPF digits typed against the borrower's, with the lock after repeated wrong tries. */
async function requireIdentity(prisma: ReturnType<typeof getPrisma>, signer: CreditNoteSigner, typed: string, now: Date): Promise<void> {
  if (signer.identityLockedUntil && signer.identityLockedUntil > now) throw lockedError(signer.identityLockedUntil, now);
  const note = await prisma.creditNote.findUniqueOrThrow({ where: { id: signer.creditNoteId }, select: { personId: true } });
  const person = await prisma.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { registrationNumber: true } });
  const expected = Buffer.from(person.registrationNumber.slice(0, IDENTITY_DIGITS));
  const given = Buffer.from(typed);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return;

  const lockUntil = new Date(now.getTime() + IDENTITY_LOCK_MINUTES * 60_000);
  const [after] = await prisma.$queryRaw<Array<{ failures: number; lockedUntil: Date | null }>>`
    UPDATE credit_note_signer SET
      "identityFailures" = CASE WHEN "identityFailures" + 1 >= ${IDENTITY_MAX_FAILURES} THEN 0 ELSE "identityFailures" + 1 END,
      "identityLockedUntil" = CASE WHEN "identityFailures" + 1 >= ${IDENTITY_MAX_FAILURES} THEN ${lockUntil} ELSE "identityLockedUntil" END
    WHERE id = ${signer.id}::uuid AND status = 'Pending'
    RETURNING "identityFailures" AS failures, "identityLockedUntil" AS "lockedUntil"`;
  logger.info("assinatura: dígitos do CPF não conferem", { creditNoteId: signer.creditNoteId, failures: after?.failures });
  if (after?.lockedUntil && after.lockedUntil > now) throw lockedError(after.lockedUntil, now);
  const attemptsLeft = IDENTITY_MAX_FAILURES - (after?.failures ?? 0);
  throw new SignatureInputError(["cpf-mismatch"], { messages: { "cpf-mismatch": identityMismatchMessage(attemptsLeft) } });
}

function lockedError(until: Date, now: Date): SignatureInputError {
  return new SignatureInputError(["cpf-locked"], {
    status: "RATE_LIMITED",
    messages: { "cpf-locked": identityLockedMessage(until) },
    retryAfterSeconds: (until.getTime() - now.getTime()) / 1000,
  });
}
