import type { CreditApiError } from "@/lib/credit-client";
import { ActionRefusal, creditFailureCode } from "../actions/action-result";
import { plainApiText } from "./plain-api-text";

/**
 * A credit API refusal as the form that sent it names its fields: `map` turns the API's field (react-hook-form
 * style, `agency`) into the form's (`account.agency`), or drops it (undefined) so its message goes to the summary.
 */
export function refusalFromCreditError(error: CreditApiError, map: (apiField: string) => string | undefined, message?: string): ActionRefusal {
  const fieldErrors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [field, apiText] of Object.entries(error.toFormErrors())) {
    const text = plainApiText(apiText);
    const name = field === "root" ? undefined : map(field);
    if (name === undefined) unplaced.push(text);
    else fieldErrors[name] = text;
  }
  const lead = message ?? plainApiText(error.userMessage);
  const summary = [lead, ...unplaced.filter((text) => text !== lead)].join(" ");
  return new ActionRefusal(creditFailureCode(error.kind), summary, Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined);
}

/** Maps API fields by prefixing them (`agency` → `account.agency`). */
export function prefixed(prefix: string): (apiField: string) => string {
  return (field) => `${prefix}.${field}`;
}

/** A document the dossier already holds (same content or name): said once, at the file, never stored twice. */
export function duplicateDocumentRefusal(message: string): ActionRefusal {
  return new ActionRefusal("conflict", message, { file: "Mesmo arquivo de um documento já anexado: escolha outro arquivo." });
}
