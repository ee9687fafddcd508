import "server-only";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { prefixed, refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "../origination/origination-actor";
import type { BankAccountForm, BorrowerRegistration } from "./borrower-schemas";

export interface RegisteredBorrower {
  readonly personId: string;
  readonly bankAccountId: string;
}

/**
 * Registers a borrower and the settlement account in the borrower's own name, with the branch's credential. The
 * form's one-time key makes a double click or a retry answer the first registration instead of a second one
 * (Idempotency-Key on both creations). Audited with the CPF masked.
 */
export async function registerBorrower(context: OriginationContext, input: BorrowerRegistration, formKey: string): Promise<RegisteredBorrower> {
  const client = await creditClientForOperator(context.operator);
  const { account, ...person } = input;
  let personId: string;
  try {
    personId = (await client.call("createNaturalPerson", { body: person, idempotencyKey: `${formKey}:person` })).id;
  } catch (error) {
    if (isCreditApiError(error)) {
      const already = error.kind === "conflict" && /personId ([0-9a-f-]{36})/.exec(error.detail ?? "")?.[1];
      throw refusalFromCreditError(
        error,
        (field) => field,
        already ? "Este CPF já está cadastrado na sua agência: busque-o pelo CPF e use o cadastro existente." : undefined,
      );
    }
    throw error;
  }
  const bankAccountId = await createAccount(client, personId, input.registrationNumber, account, `${formKey}:account`);
  await recordAuditEvent(getPrisma(), {
    actor: context.operator,
    action: "borrower.registered",
    summary: `Tomador cadastrado (CPF ${input.registrationNumber}) com conta de liquidação no banco ${account.bankCode}`,
    ipPrefix: context.meta.ipPrefix,
  });
  return { personId, bankAccountId };
}

/** Adds a settlement account to a registered borrower (holder: the borrower). */
export async function addBankAccount(context: OriginationContext, personId: string, account: BankAccountForm, formKey: string): Promise<{ bankAccountId: string }> {
  const client = await creditClientForOperator(context.operator);
  const person = await client.call("getNaturalPerson", { params: { id: personId } });
  const bankAccountId = await createAccount(client, person.id, person.registrationNumber, account, formKey);
  await recordAuditEvent(getPrisma(), {
    actor: context.operator,
    action: "borrower.account_added",
    summary: `Conta de liquidação cadastrada para o tomador (CPF ${person.registrationNumber}) no banco ${account.bankCode}`,
    ipPrefix: context.meta.ipPrefix,
  });
  return { bankAccountId };
}

async function createAccount(client: CreditClient, personId: string, holder: string, account: BankAccountForm, idempotencyKey: string): Promise<string> {
  try {
    const created = await client.call("createBankAccount", { body: { personId, ...account, holderRegistrationNumber: holder }, idempotencyKey });
    return created.id;
  } catch (error) {
    if (isCreditApiError(error)) throw refusalFromCreditError(error, prefixed("account"));
    throw error;
  }
}
