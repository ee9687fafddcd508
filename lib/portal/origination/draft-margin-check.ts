import "server-only";
import type { CreditNote } from "@/lib/contract";
import type { CreditClient } from "@/lib/credit-client";
import { draftLiveMargin } from "./draft-simulation";
import { largestInstallmentInCents } from "@/lib/finance";
import type { LiveMargin } from "./live-margin";
import type { LoadedDraft } from "./load-draft";

export interface MarginShortfall {
  readonly live: LiveMargin;
  readonly largestInstallmentInCents: number;
}

/**
 * A payroll draft's operation about to be submitted whose largest installment passes the live margin (reserves of
 * the borrower's other operations since the query): the endorsement would send it to `WarrantyRevision`. Null when
 * it fits, or for FGTS, or once submitted. Reads the borrower's operations now.
 */
export async function payrollShortfall(client: CreditClient, draft: LoadedDraft, operation: CreditNote): Promise<MarginShortfall | null> {
  if (draft.product !== "payroll" || operation.status !== "Draft") return null;
  const margin = await draftLiveMargin(client, draft, { fresh: true, exceptId: operation.id });
  const largest = largestInstallmentInCents(operation.plan);
  return margin && largest > margin.live.freeMarginInCents ? { live: margin.live, largestInstallmentInCents: largest } : null;
}
