import { Badge, type Tone } from "@/components/ui/badge";
import type { OperationStatus } from "@/lib/contract";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";

/** The colour repeats what the status means for the partner: act (amber), wait (blue), done (green), stopped (red). */
export function statusTone(status: OperationStatus): Tone {
  switch (status) {
    case "Draft":
    case "WarrantyRevision":
    case "Signatures":
    case "PaymentRevision":
    case "Revision":
      return "warning";
    case "Disapproved":
    case "Error":
    case "Canceled":
      return "danger";
    case "Finished":
      return "success";
    default:
      return "info";
  }
}

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  return <Badge tone={statusTone(status)}>{STATUS_LABELS[status]}</Badge>;
}
