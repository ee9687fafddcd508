import { getPrisma } from "@/lib/db/client";
import { REFUSAL_REASONS, REFUSING_SCENARIO } from "./authorization-outcomes";

/**
 * Applies the worker's (simulated) decision to every `Pending` authorization whose `decisionDueAt` has passed,
 * lazily, whenever authorizations are read, listed or used: no background worker is needed. One UPDATE with
 * `status = 'Pending'` in its condition, so running it twice, or from two server instances at once, decides
 * each authorization exactly once. The decision is dated at `decisionDueAt` (when the worker answered), not
 * at the read that happened to apply it. Returns how many authorizations were decided.
 */
export async function settlePendingAuthorizations(now: Date = new Date()): Promise<number> {
  return getPrisma().$executeRaw`
    UPDATE credit_margin_authorization AS a
    SET status = d.outcome::"MarginAuthorizationStatus", "refusalReason" = d.reason, "updatedAt" = a."decisionDueAt"
    FROM (
      SELECT p.id,
        CASE WHEN w."registrationNumber" IS NULL OR w.scenario = ${REFUSING_SCENARIO}::text THEN 'Refused' ELSE 'Approved' END AS outcome,
        CASE
          WHEN w."registrationNumber" IS NULL THEN ${REFUSAL_REASONS.notInRegistry}::text
          WHEN w.scenario = ${REFUSING_SCENARIO}::text THEN ${REFUSAL_REASONS.workerRefused}::text
        END AS reason
      FROM credit_margin_authorization AS p
      LEFT JOIN credit_registry_worker AS w ON w."registrationNumber" = p."registrationNumber"
      WHERE p.status = 'Pending' AND p."decisionDueAt" <= ${now}::timestamptz
    ) AS d
    WHERE a.id = d.id AND a.status = 'Pending'`;
}
