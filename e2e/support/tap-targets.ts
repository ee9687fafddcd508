import { expect, type Page } from "@playwright/test";

/** The smallest tap target a thumb hits reliably (WCAG 2.5.5 / Apple's HIG): 44 × 44 CSS px. */
export const THUMB_PX = 44;

/**
 * Fails when a visible interactive element of the page is narrower or shorter than 44 px. Call it at 390 px.
 *
 * Exemptions, and only these:
 * - a link inside running text (WCAG 2.5.8's inline exception): an inline `<a>` with words of the sentence beside it;
 * - a checkbox or radio with a `<label>` (wrapping it or `for` it): the label hits it too, so the largest of the box
 *   and its labels is measured;
 * - what is not a tap target: `tabindex="-1"` (headings and summaries that receive focus from code), elements hidden,
 *   inert, clipped to nothing (`sr-only` skip links until focused) or inside `aria-hidden`.
 */
export async function expectThumbSizedTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate((min) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]";
    const blockish = (display: string) => !display.startsWith("inline") || display === "inline-block" || display === "inline-flex";

    const insideSentence = (element: Element) => {
      if (element.tagName !== "A" || blockish(getComputedStyle(element).display)) return false;
      const parent = element.parentElement;
      if (!parent || /flex|grid/.test(getComputedStyle(parent).display)) return false;
      return Array.from(parent.childNodes).some((node) => node !== element && node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ""));
    };

    const area = (rect: DOMRect) => rect.width * rect.height;
    const target = (element: Element): DOMRect => {
      const own = element.getBoundingClientRect();
      if (!(element instanceof HTMLInputElement) || (element.type !== "checkbox" && element.type !== "radio")) return own;
      return Array.from(element.labels ?? [], (label) => label.getBoundingClientRect()).reduce((best, rect) => (area(rect) > area(best) ? rect : best), own);
    };

    const describe = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? (element as HTMLElement).innerText ?? element.getAttribute("name") ?? "";
      const id = element.id ? `#${element.id}` : "";
      return `${element.tagName.toLowerCase()}${id} “${label.trim().replace(/\s+/g, " ").slice(0, 40)}”`;
    };

    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (element.getAttribute("tabindex") === "-1" && !element.matches("a[href], button, input, select, textarea, summary")) continue;
      if (element.closest("[inert], [aria-hidden=true]")) continue;
      if (element instanceof HTMLElement && !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (insideSentence(element)) continue;
      const rect = target(element);
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width < min - 0.5 || rect.height < min - 0.5) found.push(`${describe(element)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return found;
  }, THUMB_PX);
  expect.soft(small, `tap targets under ${THUMB_PX}×${THUMB_PX} px on ${where}`).toEqual([]);
}
