import "server-only";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { getTrackedOperation, type TrackedOperation } from "../tracker";
import { canViewTrackedOperation } from "../tracker/tracked-operation-scope";
import { loadOperationView, type OperationView } from "./load-operation-view";

/** The operation page when the credit API did not answer: the tracker's last reading, and why it is shown. */
export interface DegradedOperationPage {
  readonly kind: "degraded";
  readonly operationId: string;
  /** Null when the portal never read this operation (nothing to show but the message). */
  readonly tracked: TrackedOperation | null;
  /** pt-BR, from the client's error (a 429 says when to try again). */
  readonly reason: string;
  /** When to render again by itself (a 429's Retry-After, else a fixed pause). */
  readonly retryInSeconds: number;
}

export type OperationPage = { readonly kind: "live"; readonly view: OperationView } | DegradedOperationPage;

const RETRY_SECONDS = 15;

/**
 * The operation page's data: the live view, or, when the credit API fails (no answer, 5xx, 429, garbage), the
 * tracker's last reading, shown only within the tracker's own scope for this operator (a refusal by the API stays
 * a 404).
 */
export async function loadOperationPage(operator: SessionOperator, operationId: string): Promise<OperationPage | null> {
  try {
    const view = await loadOperationView(operator, operationId);
    return view && { kind: "live", view };
  } catch (error) {
    if (!isCreditApiError(error)) throw error;
    // The API may have failed while the scope was still being learnt (an operation the tracker holds without a
    // branch): the stored reading is shown only where the tracker's own scope lets this operator see it.
    const tracked = await getTrackedOperation(operationId);
    if (tracked && !canViewTrackedOperation(operator, { branchId: tracked.branch?.id ?? null, organizationId: tracked.organizationId })) return null;
    return {
      kind: "degraded",
      operationId,
      tracked,
      reason: error.userMessage,
      retryInSeconds: Math.min(Math.max(error.retryAfterSeconds ?? RETRY_SECONDS, 5), 120),
    };
  }
}
