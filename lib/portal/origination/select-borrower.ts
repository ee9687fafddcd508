import "server-only";
import { ActionRefusal } from "../actions/action-result";
import { creditClientForOperator } from "../credit/branch-credit-client";
import type { OriginationContext } from "./origination-actor";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";

export interface SelectBorrowerInput {
  readonly draftId: string;
  readonly personId: string;
  readonly bankAccountId: string;
}

/**
 * Step "tomador": the borrower and the settlement account the operation will use, read back from the credit API
 * with the branch's credential (another branch's borrower is refused there). The account must be in the
 * borrower's own name: settlement to anyone else fails (PaymentRevision).
 */
export async function selectBorrower(context: OriginationContext, input: SelectBorrowerInput) {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "tomador");
  const client = await creditClientForOperator(context.operator);
  const [person, account] = await Promise.all([
    client.call("getNaturalPerson", { params: { id: input.personId } }),
    client.call("getBankAccount", { params: { id: input.bankAccountId } }),
  ]);
  if (account.personId !== person.id) {
    throw new ActionRefusal("invalid", "A conta escolhida é de outro tomador.", { bankAccountId: "Escolha uma conta deste tomador." });
  }
  if (account.holderRegistrationNumber !== person.registrationNumber) {
    throw new ActionRefusal("invalid", "A conta precisa estar no nome do tomador: a liquidação para outro titular é recusada.", {
      bankAccountId: "Escolha uma conta cujo titular é o próprio tomador.",
    });
  }
  const { id, bankCode, agency, accountNumber, accountDigit, accountType, holderRegistrationNumber } = account;
  return saveDraftStep({
    draft,
    step: "tomador",
    value: {
      personId: person.id,
      registrationNumber: person.registrationNumber,
      name: person.name,
      birthDate: person.birthDate,
      bankAccount: { id, bankCode, agency, accountNumber, accountDigit, accountType, holderRegistrationNumber },
    },
  });
}
