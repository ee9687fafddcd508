/** The question forms of every entry, and the lookup of one sentence's. */
import { COMMON_FORMS } from "./common";
import { CONSIGNADO_PRIVADO_FORMS } from "./consignado-privado";
import { ENDPOINT_FORMS } from "./endpoints";
import { FGTS_FORMS } from "./fgts";
import type { QuestionForms, SentenceForms } from "./forms";

export type { QuestionForms } from "./forms";

export const QUESTION_FORMS: QuestionForms = { ...CONSIGNADO_PRIVADO_FORMS, ...FGTS_FORMS, ...COMMON_FORMS, ...ENDPOINT_FORMS };

/**
 * A contract name in a question form (`fileType`, `WarrantyRevision`, `registry_EmployeeCode`): the sentence itself
 * carries the names it rules on, and a query naming one must find the sentences that define it, not every sentence
 * someone might ask about with it (exact terms win).
 */
const CONTRACT_NAME = /^(?:[a-z]+[A-Z_]|[A-Z][a-z]+[A-Z])[\w]*$/;

function withoutContractNames(question: string): string {
  return question
    .split(" ")
    .filter((word) => !CONTRACT_NAME.test(word.replace(/^[^\w]+|[^\w]+$/g, "")))
    .join(" ");
}

/** The questions a sentence of an entry answers (the forms whose opening it starts with), one by one. */
export function questionListOf(entryId: string, sentence: string): readonly string[] {
  const forms: readonly SentenceForms[] = QUESTION_FORMS[entryId] ?? [];
  return forms.filter(([opening]) => sentence.startsWith(opening)).flatMap(([, questions]) => questions.map(withoutContractNames));
}

/** The same questions joined, as the index's "questions" property holds them; "" when none. */
export function questionFormsOf(entryId: string, sentence: string): string {
  return questionListOf(entryId, sentence).join(" ");
}

/** Every question an entry's sentences answer, joined: what the entry as a whole is asked with. */
export function entryQuestionsOf(entryId: string): string {
  return (QUESTION_FORMS[entryId] ?? []).flatMap(([, questions]) => questions.map(withoutContractNames)).join(" ");
}
