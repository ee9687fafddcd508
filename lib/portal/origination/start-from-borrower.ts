import "server-only";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { createDraft } from "./create-draft";
import type { OriginationContext } from "./origination-actor";
import { selectBorrower } from "./select-borrower";
import { soleUsableAccount } from "./step-decisions";
import type { DraftProduct } from "./steps";

/**
 * A wizard started from the borrower's page or row (issue 24): the borrower comes chosen, with the settlement
 * account when exactly one is in the borrower's name; with none or several, the borrower step opens on them to
 * choose. Someone else's borrower is refused by the credit API before any draft exists.
 */
export async function startDraftForBorrower(context: OriginationContext, input: { product: DraftProduct; personId: string }): Promise<{ id: string; borrowerChosen: boolean }> {
  const client = await creditClientForOperator(context.operator);
  const [person, accounts] = await Promise.all([
    client.call("getNaturalPerson", { params: { id: input.personId } }),
    client.call("listBankAccounts", { query: { personId: input.personId, size: 100 } }),
  ]);
  const { id } = await createDraft(context.operator, input.product);
  const account = soleUsableAccount(person.registrationNumber, accounts.data);
  if (!account) return { id, borrowerChosen: false };
  await selectBorrower(context, { draftId: id, personId: person.id, bankAccountId: account.id });
  return { id, borrowerChosen: true };
}
