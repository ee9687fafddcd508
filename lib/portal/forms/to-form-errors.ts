import type { z } from "zod";
import { toFieldErrors } from "@/lib/contract/errors";
import { formErrorsOf } from "@/lib/credit-client/form-errors";

/**
 * zod issues → `{ "warranty.0.totalValue": message }`, react-hook-form's field names, the same shape the credit
 * client gives for the API's problem errors: one form shows local and upstream refusals the same way.
 */
export function toFormErrors(error: z.core.$ZodError): Record<string, string> {
  return formErrorsOf(toFieldErrors(error));
}
