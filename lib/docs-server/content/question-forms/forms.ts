/**
 * The questions a sentence of the documentation answers, in the words partners and assistants ask them (issue 26):
 * "o cliente desistiu depois do dinheiro cair" for "cancel … WaitLiquidation, PaymentRevision, Revision". The search
 * indexes them as the sentence's question forms, so a question that shares no word with the rule still finds it.
 * They were written per sentence, from the guides and the specification, by writers who never saw the search's
 * evaluation questions: they describe the documentation, not the test.
 *
 * Keeping them: a sentence is found by its opening words, so rewriting a guide's sentence orphans its questions and
 * the search test names it ("question forms … open exactly one of its sentences"): move the questions to the new
 * opening, or rewrite them if the rule changed. A new sentence without questions is still found by its own words;
 * write its questions the same way (the asker's words, not the sentence's; never from the evaluation set).
 */

/** One sentence, by its opening words (enough of them to tell it from the others of its entry), and its questions. */
export type SentenceForms = readonly [opening: string, questions: readonly string[]];

/** By entry address: `guia#secao`, or an endpoint's operationId (its summary and description). */
export type QuestionForms = Readonly<Record<string, readonly SentenceForms[]>>;
