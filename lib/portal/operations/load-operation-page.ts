import "server-only";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { getTrackedOperation, type TrackedOperation } from "../tracker";
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
 * tracker's last reading. Access was already granted by the portal's own scoping before the API was called (a
 * refusal by the API stays a 404), so the stored reading shows only what the operator may see.
 */
export async function loadOperationPage(operator: SessionOperator, operationId: string): Promise<OperationPage | null> {
  try {
    const view = await loadOperationView(operator, operationId);
    return view && { kind: "live", view };
  } catch (error) {
    if (!isCreditApiError(error)) throw error;
    return {
      kind: "degraded",
      operationId,
      tracked: await getTrackedOperation(operationId),
      reason: error.userMessage,
      retryInSeconds: Math.min(Math.max(error.retryAfterSeconds ?? RETRY_SECONDS, 5), 120),
    };
  }
}
