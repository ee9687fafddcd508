import type { CreditNote } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { borrowerKey, type BorrowerKey } from "./borrower-search-key";
import { credentialClients, type CredentialClientFactory } from "./credential-client";
import { getTrackedOperation, type TrackedOperation } from "./get-tracked-operation";
import { observeCreditNote } from "./operation-observation";
import { recordObservations } from "./record-observations";
import { resolveBorrowers } from "./resolve-borrowers";

export interface TrackCreatedOperationInput {
  /**
   * The credit API's answer to `createCreditNote`: the whole operation (`returnValue=true`, no further call) or
   * `{ id }` (the tracker then reads it once with the branch's credential).
   */
  readonly creditNote: CreditNote | { readonly id: string };
  /** The originating branch: its credential created the operation. */
  readonly branchId: string;
  /** The originating operator. */
  readonly operatorId: string;
  /** The borrower's CPF, when the wizard has it at hand (otherwise one call reads it). */
  readonly borrowerRegistrationNumber?: string;
  readonly clientFor?: CredentialClientFactory;
  readonly prisma?: PrismaClient;
}

/**
 * Call right after `createCreditNote` succeeds in a portal wizard: the operation is tracked from its creation
 * with its originating branch and operator, which replace whatever a scan may have recorded first (it may have
 * discovered the operation in between), and it is hot (read again soon). Also after a wizard's submission, with the
 * submitted operation. Idempotent: calling it again changes nothing but the hot schedule. Rejects with the credit
 * client's `CreditApiError` only when it had to read the operation (`{ id }`) and the API did not answer.
 */
export async function trackCreatedOperation(input: TrackCreatedOperationInput): Promise<TrackedOperation> {
  const prisma = input.prisma ?? getPrisma();
  const branch = await prisma.portalBranch.findUniqueOrThrow({ where: { id: input.branchId }, select: { id: true, organizationId: true, apiClientId: true } });
  const clientFor = input.clientFor ?? credentialClients();
  const note = "history" in input.creditNote ? input.creditNote : await (await clientFor(branch.apiClientId)).call("getCreditNote", { params: { id: input.creditNote.id } });
  const observation = observeCreditNote(note);

  const borrowers = new Map<string, BorrowerKey>();
  if (input.borrowerRegistrationNumber) borrowers.set(observation.personId, borrowerKey(input.borrowerRegistrationNumber));
  else for (const [id, key] of await resolveBorrowers(await clientFor(branch.apiClientId), [observation.personId], prisma)) borrowers.set(id, key);

  const tracking = {
    organizationId: branch.organizationId,
    branchId: branch.id,
    operatorId: input.operatorId,
    origin: "portal" as const,
    apiClientId: branch.apiClientId,
  };
  await recordObservations([observation], { seenAt: new Date(), trackNew: () => tracking, claim: tracking, borrowers, acted: true, prisma });
  const tracked = await getTrackedOperation(observation.id, prisma);
  if (!tracked) throw new Error("tracked operation vanished right after it was recorded");
  return tracked;
}
