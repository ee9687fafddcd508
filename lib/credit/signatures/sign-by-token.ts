import type { AmortizationPlan } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { maskName } from "@/lib/log/mask-values";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import { creditSettings } from "../settings";

export interface SignaturePageData {
  readonly signerName: string;
  readonly role: string;
  readonly status: string;
  readonly creditNoteNo: string;
  readonly operationStatus: string;
  readonly plan: AmortizationPlan | null;
}

/** What the signature page shows (name masked); null for an unknown token. */
export async function findSignaturePage(token: string): Promise<SignaturePageData | null> {
  const signer = await getPrisma().creditNoteSigner.findUnique({ where: { token }, include: { creditNote: true } });
  if (!signer) return null;
  return {
    signerName: maskName(signer.name),
    role: signer.role,
    status: signer.status,
    creditNoteNo: formatCreditNoteNo(signer.creditNote.number),
    operationStatus: signer.creditNote.status,
    plan: signer.creditNote.plan as unknown as AmortizationPlan | null,
  };
}

/**
 * The signer signs (signature page `/sign/{token}`): only while the operation is in `Signatures` (409 otherwise,
 * 404 for an unknown token); signing twice changes nothing. When the last signer signs, the pipeline's next
 * stage is scheduled (`Signatures` → `SignaturesValidation`). The operation's row is locked meanwhile.
 */
export async function signByToken(token: string, now = new Date()): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    const signer = await tx.creditNoteSigner.findUnique({ where: { token } });
    if (!signer) throw new AppError("NOT_FOUND", { message: "unknown signature token", userMessage: "Link de assinatura inexistente." });
    const rows = await tx.$queryRaw<Array<{ status: string }>>`SELECT status::text AS status FROM credit_note WHERE id = ${signer.creditNoteId}::uuid FOR UPDATE`;
    if (rows[0]?.status !== "Signatures") {
      throw new AppError("CONFLICT_STATUS", { message: "signature outside Signatures", userMessage: "A operação não está em coleta de assinaturas." });
    }
    if (signer.status === "Signed") return;
    await tx.creditNoteSigner.update({ where: { id: signer.id }, data: { status: "Signed", signedAt: now } });
    const pending = await tx.creditNoteSigner.count({ where: { creditNoteId: signer.creditNoteId, status: { not: "Signed" } } });
    if (pending === 0) {
      await tx.creditNote.update({
        where: { id: signer.creditNoteId },
        data: { nextStageAt: new Date(now.getTime() + creditSettings.pipelineStageSeconds() * 1000) },
      });
    }
    logger.info("assinatura registrada", { creditNoteId: signer.creditNoteId, role: signer.role, pending });
  });
}
