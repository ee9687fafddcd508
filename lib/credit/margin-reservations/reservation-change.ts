import type { OperationStatus } from "@/lib/contract";

/**
 * What entering a status does to the operation's margin reserve at the employer (payroll only): the endorsement
 * that succeeds (`MarginReserveApproval`) reserves the installment; a cancel, a disapproval or a return for
 * revision releases it (a revised operation is endorsed again). `Error` keeps it: a technical failure is solved
 * by support, not by giving the margin away.
 */
export function reservationChangeFor(to: OperationStatus): "reserve" | "release" | null {
  if (to === "MarginReserveApproval") return "reserve";
  if (to === "Canceled" || to === "Disapproved" || to === "Revision") return "release";
  return null;
}
