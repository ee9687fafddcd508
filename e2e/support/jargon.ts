import { expect, type Page } from "@playwright/test";
import { apiJargonTerms, findApiJargon } from "./api-jargon";

const terms = apiJargonTerms();

/** Fails when the page's visible text (or a placeholder, tooltip, accessible label or image text) names any of the API's identifiers (e2e/support/api-jargon.ts), with the words and their context. */
export async function expectNoApiJargon(page: Page, where: string): Promise<void> {
  // What a person reads: the visible text, and the words a field, a tooltip or a screen reader gives them.
  const text = await page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[placeholder], [title], [aria-label], img[alt]"), (element) =>
      ["placeholder", "title", "aria-label", "alt"].map((name) => element.getAttribute(name) ?? "").join("\n"),
    );
    return [document.body.innerText, ...attributes].join("\n");
  });
  const found = findApiJargon(text, terms).map((term) => {
    const at = text.toLowerCase().indexOf(term.toLowerCase());
    return `${term} em “…${text.slice(Math.max(0, at - 40), at + term.length + 40).replace(/\s+/g, " ")}…”`;
  });
  // Soft: a page's every offender is named, and the walk goes on to the next page.
  expect.soft(found, `termos da API em ${where}`).toEqual([]);
}
