import "server-only";
import type { Contact, MarginAuthorization } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "../origination/origination-actor";

export interface RequestMarginAuthorizationOptions {
  readonly personId: string;
  readonly contact?: Contact;
  /** One key per form submission: a double click registers one authorization. */
  readonly formKey: string;
}

/**
 * Registers the worker's consent to the margin query (it starts `Pending`; the worker confirms on the channel).
 * The CPF comes from the borrower's record, never from the browser. Audited with the CPF masked.
 */
export async function requestMarginAuthorization(context: OriginationContext, options: RequestMarginAuthorizationOptions): Promise<MarginAuthorization> {
  const client = await creditClientForOperator(context.operator);
  const person = await client.call("getNaturalPerson", { params: { id: options.personId } });
  let authorization: MarginAuthorization;
  try {
    authorization = await client.call("createMarginAuthorization", {
      body: { registrationNumber: person.registrationNumber, personId: person.id, ...(options.contact && { contact: options.contact }) },
      idempotencyKey: options.formKey,
    });
  } catch (error) {
    if (isCreditApiError(error)) throw refusalFromCreditError(error, (field) => (field.startsWith("contact") ? field : undefined));
    throw error;
  }
  await recordAuditEvent(getPrisma(), {
    actor: context.operator,
    action: "margin.authorization_requested",
    summary: `Autorização de consulta de margem registrada para o CPF ${person.registrationNumber}${options.contact ? ` (confirmação por ${options.contact.type})` : ""}`,
    ipPrefix: context.meta.ipPrefix,
  });
  return authorization;
}

/** The borrower's authorizations, newest first (the sandbox decides a pending one when it is read after its delay). */
export async function listMarginAuthorizations(context: Pick<OriginationContext, "operator">, registrationNumber: string): Promise<MarginAuthorization[]> {
  const client = await creditClientForOperator(context.operator);
  const page = await client.call("listMarginAuthorizations", { query: { registrationNumber, size: 20 } });
  return page.data;
}
