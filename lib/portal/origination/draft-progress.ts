import "server-only";
import type { OperationStatus, Signer } from "@/lib/contract";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { readOperationProgress, type OperationProgress } from "../operations/operation-progress";
import { STATUS_LABELS } from "../operations/operation-status";
import { STATUS_GUIDANCE } from "../operations/status-guidance";
import { requireOwnDraft } from "./load-draft";
import { isProgressStalled } from "./progress-stalled";

export interface DraftProgress {
  readonly operationId: string;
  readonly creditNoteNo: string;
  readonly status: OperationStatus;
  readonly statusLabel: string;
  readonly guidance: string;
  readonly statusSince: string;
  readonly signers: readonly Signer[] | null;
  /** The status waits for something other than the pipeline (a correction, a decision): polling can slow down. */
  readonly stalled: boolean;
}

export function toDraftProgress({ operation, signers }: OperationProgress): DraftProgress {
  return {
    operationId: operation.id,
    creditNoteNo: operation.creditNoteNo,
    status: operation.status,
    statusLabel: STATUS_LABELS[operation.status],
    guidance: STATUS_GUIDANCE[operation.status],
    statusSince: operation.statusSince,
    signers,
    stalled: isProgressStalled(operation.status),
  };
}

/** Where the draft's operation is, for the signature step's polling: status, what it means, and the signature links. */
export async function draftProgress(operator: SessionOperator, draftId: string): Promise<DraftProgress> {
  const draft = await requireOwnDraft(operator, draftId);
  const operationId = draft.data.operation?.id;
  if (!operationId) throw new ActionRefusal("conflict", "A operação ainda não foi criada.");
  return toDraftProgress(await readOperationProgress(operator, operationId));
}
