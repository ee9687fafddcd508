import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { logger } from "@/lib/log/logger";
import { credentialClients, type CredentialClientFactory } from "./credential-client";
import { getTrackedOperation, type TrackedOperation } from "./get-tracked-operation";
import { observeCreditNote } from "./operation-observation";
import { recordObservations } from "./record-observations";
import { resolveBorrowers } from "./resolve-borrowers";
import { trackerSettings } from "./tracker-settings";

export interface RefreshOptions {
  /**
   * Read the API only when the last reading is older than this (default `TRACKER_OPEN_OPERATION_SECONDS`, 30 s);
   * 0 reads it now (right after an action on the operation).
   */
  readonly maxAgeSeconds?: number;
  readonly clientFor?: CredentialClientFactory;
  readonly prisma?: PrismaClient;
}

export interface RefreshResult {
  readonly operation: TrackedOperation;
  /** This call read the API (false: the stored reading was fresh enough, or another viewer is refreshing it). */
  readonly refreshed: boolean;
}

/**
 * The operation open on someone's screen, refreshed more often than the portfolio: one `GET /v1/CreditNote/{id}`
 * per `maxAgeSeconds` whoever and however many ask (the refresh is claimed on the row, across instances), and
 * the stored state otherwise. An API failure leaves the stored state (logged); 403/404 mark the operation
 * unreachable. Null for an operation the portal does not track.
 */
export async function refreshTrackedOperation(id: string, options: RefreshOptions = {}): Promise<RefreshResult | null> {
  const prisma = options.prisma ?? getPrisma();
  const maxAgeSeconds = options.maxAgeSeconds ?? trackerSettings.openOperationSeconds();
  const stored = await getTrackedOperation(id, prisma);
  if (!stored) return null;
  const claimed = await prisma.$queryRaw<Array<{ apiClientId: string; hasBorrower: boolean }>>`
    UPDATE portal_tracked_operation SET "lastRefreshedAt" = now()
    WHERE id = ${id}::uuid
      AND "lastSeenAt" <= now() - make_interval(secs => ${maxAgeSeconds})
      AND ("lastRefreshedAt" IS NULL OR "lastRefreshedAt" <= now() - make_interval(secs => ${maxAgeSeconds}))
    RETURNING "apiClientId", "borrowerCpfHash" IS NOT NULL AS "hasBorrower"`;
  const claim = claimed[0];
  if (!claim) return { operation: stored, refreshed: false };

  try {
    const client = await (options.clientFor ?? credentialClients())(claim.apiClientId);
    const observation = observeCreditNote(await client.call("getCreditNote", { params: { id } }));
    const borrowers = claim.hasBorrower ? undefined : await resolveBorrowers(client, [observation.personId], prisma);
    await recordObservations([observation], { seenAt: new Date(), trackNew: () => null, ...(borrowers && { borrowers }), prisma });
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "not-found" || error.kind === "forbidden")) {
      await prisma.portalTrackedOperation.updateMany({ where: { id, unreachableSince: null }, data: { unreachableSince: new Date() } });
    } else {
      logger.warn("acompanhamento: operação não atualizada; mantido o último estado conhecido", { operationId: id, error: String(error) });
    }
  }
  const operation = await getTrackedOperation(id, prisma);
  return operation ? { operation, refreshed: true } : null;
}
