import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe scan of the page as it is now. axe.run in the page (legacy mode) finds exactly what the default
 * runPartial/finishRun mode finds in the page and its same-origin frames, without the blank page the default opens
 * for every scan (about half of each scan's time); it would skip a cross-origin frame, so a page with one is
 * scanned the default way. A page with no frame that an earlier scan already gave axe (a wizard's next step, the
 * same page at another width) keeps it: axe reads the page afresh at every run, only its ~0.5 MB source is not
 * sent and evaluated twice again.
 */
export async function axeScan(page: Page): Promise<AxeBuilder> {
  const frames = page.frames();
  const origin = new URL(page.url()).origin;
  const crossOriginFrame = frames.some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  const axeInPage = frames.length === 1 && (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"));
  return new AxeBuilder({ page, ...(axeInPage ? { axeSource: "void 0" } : {}) }).setLegacyMode(!crossOriginFrame);
}

/** Fails on any serious or critical axe violation of the page as it is now (WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await (await axeScan(page)).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}
