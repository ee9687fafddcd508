"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { contactSchema } from "@/lib/contract/contact";
import { uuidSchema } from "@/lib/contract/units";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { bankAccountFormSchema, borrowerRegistrationSchema, type BankAccountFormInput, type BorrowerRegistrationInput } from "@/lib/portal/borrowers/borrower-schemas";
import { addBankAccount, registerBorrower } from "@/lib/portal/borrowers/register-borrower";
import { requestMarginAuthorization } from "@/lib/portal/borrowers/request-margin-authorization";

/*
 * Borrowers' server actions, shared by the borrowers pages and the wizards' first step. Each form carries a one-time
 * key (a UUID made when the form opened): the credit API's Idempotency-Key, so a double click registers once.
 */

const formKey = z.uuid();

const register = operatorAction({ capability: "originate", input: z.object({ form: borrowerRegistrationSchema, formKey }) }, (input, context) =>
  registerBorrower(context, input.form, input.formKey),
);
export async function registerBorrowerAction(input: { form: BorrowerRegistrationInput; formKey: string }) {
  const result = await register(input);
  if (result.ok) revalidatePath("/borrowers");
  return result;
}

const account = operatorAction(
  { capability: "originate", input: z.object({ personId: uuidSchema, form: z.object({ account: bankAccountFormSchema }), formKey }) },
  (input, context) => addBankAccount(context, input.personId, input.form.account, input.formKey),
);
export async function addBankAccountAction(input: { personId: string; form: { account: BankAccountFormInput }; formKey: string }) {
  const result = await account(input);
  if (result.ok) revalidatePath(`/borrowers/${input.personId}`);
  return result;
}

const authorization = operatorAction(
  { capability: "originate", input: z.object({ personId: uuidSchema, contact: contactSchema.optional(), formKey }) },
  async (input, context) => {
    const created = await requestMarginAuthorization(context, { personId: input.personId, formKey: input.formKey, ...(input.contact && { contact: input.contact }) });
    return { id: created.id, status: created.status };
  },
);
export async function requestBorrowerAuthorizationAction(input: { personId: string; contact?: z.input<typeof contactSchema>; formKey: string }) {
  return authorization(input);
}
