import { getPrisma } from "@/lib/db/client";
import { createCreditClient, createTokenCache, isCreditApiError } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "../auth/request-meta";
import { sealBranchSecret } from "./branch-credential";
import type { BranchCredentialInput } from "./branch-credential-schema";


/**
 * Replaces a branch's credit API credential. The new pair is tried against the credit API first (a token is
 * requested): a credential the upstream refuses is never stored. The secret is sealed before it touches the
 * database and appears in no log or audit summary.
 */
export async function changeBranchCredential(actor: AuditActor, input: BranchCredentialInput, meta: RequestMeta): Promise<void> {
  const prisma = getPrisma();
  const branch = await prisma.portalBranch.findUnique({ where: { id: input.branchId } });
  if (!branch) throw new ActionRefusal("not-found", "Agência não encontrada.");
  try {
    await createCreditClient({ credential: { clientId: input.clientId, clientSecret: input.clientSecret }, tokenCache: createTokenCache() }).authenticate();
  } catch (error) {
    if (isCreditApiError(error) && error.kind === "credentials") {
      throw new ActionRefusal("invalid", "A API de crédito recusou esta credencial.", { clientSecret: "Client ID ou segredo não aceitos pela API de crédito." });
    }
    throw new ActionRefusal("upstream", isCreditApiError(error) ? error.userMessage : "A API de crédito não respondeu; tente novamente.");
  }
  await prisma.$transaction(async (tx) => {
    await tx.portalBranch.update({
      where: { id: branch.id },
      data: { apiClientId: input.clientId, apiClientSecretEncrypted: sealBranchSecret(branch.code, input.clientSecret), credentialUpdatedAt: new Date() },
    });
    await recordAuditEvent(tx, {
      actor,
      action: "branch.credential_changed",
      summary: `Credencial da agência ${branch.code} alterada (client ID ${input.clientId})`,
      ipPrefix: meta.ipPrefix,
    });
  });
}
