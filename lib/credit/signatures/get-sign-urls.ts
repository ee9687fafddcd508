import type { SignerRole, SignerStatus, SignUrlResponse } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { maskName } from "@/lib/log/mask-values";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "../credit-notes/load-credit-note";
import { productOfNote } from "../credit-notes/product-of-note";
import { requireActionAllowed } from "../credit-notes/require-action-allowed";
import { toUtcDateTime } from "../dates";

/**
 * `GET /v1/CreditNote/{id}/SignUrl`: from `Signatures` onward (409 before). Each signer with the name masked,
 * the role, the signature page's address (`/sign/{token}`, an unguessable token), the status and, once the
 * signer decided, when and the SHA-256 of the document decided on. The client address and user agent stored
 * with the decision are not the partner's to read. Empty when collection was skipped (signed contract sent in
 * `Draft`).
 */
export async function getSignUrls(caller: Caller, id: string, origin: string): Promise<SignUrlResponse> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("signUrl", { status: note.status, deletedAt: note.deletedAt, isFgts: product.calculationModel === "fgts" });
  const signers = await getPrisma().creditNoteSigner.findMany({ where: { creditNoteId: note.id }, orderBy: { createdAt: "asc" } });
  return {
    signers: signers.map((signer) => ({
      name: maskName(signer.name),
      role: signer.role as SignerRole,
      url: `${origin}/sign/${signer.token}`,
      status: signer.status as SignerStatus,
      ...(signer.status === "Signed" && signer.signedAt && { signedAt: toUtcDateTime(signer.signedAt) }),
      ...(signer.status === "Refused" && signer.refusedAt && { refusedAt: toUtcDateTime(signer.refusedAt) }),
      ...(signer.documentSha256 !== null && { documentSha256: signer.documentSha256 }),
    })),
  };
}
