import { expect, type Page } from "@playwright/test";
import { apiJargonTerms, findApiJargon } from "./api-jargon";

const terms = apiJargonTerms();

/** Fails when the page's visible text names any of the API's identifiers (e2e/support/api-jargon.ts), with the words and their context. */
export async function expectNoApiJargon(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = findApiJargon(text, terms).map((term) => {
    const at = text.indexOf(term);
    return `${term} em “…${text.slice(Math.max(0, at - 40), at + term.length + 40).replace(/\s+/g, " ")}…”`;
  });
  expect(found, `termos da API em ${where}`).toEqual([]);
}
