import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { expectNoApiJargon } from "./support/jargon";
import { signInAndWait } from "./support/portal";
import { expectThumbSizedTargets } from "./support/tap-targets";
import { api, createOperation, partnerToken, signatureWorker } from "./support/signature";

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };

/** A page of the sweep: its address, or how to read it from the page visited just before (a link there). */
type Visit = string | ((previous: Page) => Promise<string>);

/** The first link of the page's main content whose address matches `selector`. */
function firstLink(selector: string): Visit {
  return async (previous) => (await previous.getByRole("main").locator(selector).first().getAttribute("href"))!;
}

/**
 * What a page loads in the browser after it arrives, and the words that say it has: nothing else is awaited. (An
 * operation in a final status reads nothing more: the sweep's is a Draft.)
 */
const LOADED_IN_BROWSER: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^\/board$/, /Atualizado às/],
  [/^\/operations\//, /última leitura às/],
];

/** The page as a person sees it: its heading, every streamed section (their placeholders are aria-busy), what the browser loads, the fonts. */
async function expectReady(page: Page, path: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  for (const [address, loaded] of LOADED_IN_BROWSER) if (address.test(path)) await expect(page.getByText(loaded).first(), path).toBeVisible();
  await page.evaluate(async () => void (await document.fonts.ready));
}

/** A new size applied: resize observers and the re-render they ask for run before the next check. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
}

/**
 * Every page of the operator shell, as each role reaches it: nothing wider than a phone, no serious axe finding, no
 * API names. Each page is loaded once, at a phone's width, and checked there; then the same page at a desk's width
 * (the layouts differ by CSS alone, so the resize lays out what a desk's browser would), axe again and the words.
 */
async function sweep(page: Page, visits: readonly Visit[]) {
  for (const visit of visits) {
    const path = typeof visit === "string" ? visit : await visit(page);
    await resize(page, PHONE);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectReady(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} at 390 px`).toBeLessThanOrEqual(PHONE.width);
    await expectThumbSizedTargets(page, `${path} (390 px)`);
    await expectAccessible(page, `${path} (390 px)`);

    await resize(page, DESK);
    await expectAccessible(page, `${path} (${DESK.width} px)`);
    await expectNoApiJargon(page, path);
  }
}

/** Each operator signs in once for the file; later tests take the same session's cookies. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();
async function signedInAs(page: Page, email: string): Promise<void> {
  const saved = sessions.get(email);
  if (saved) return page.context().addCookies(saved.cookies);
  await signInAndWait(page, email);
  sessions.set(email, await page.context().storageState());
}

test.describe.configure({ timeout: 180_000 });

test("an originating correspondent's pages fit a phone and pass axe: home, board, wizards, borrowers, sessions", async ({ page, request }) => {
  const token = await partnerToken(request);
  const operationId = await createOperation(request, token, "payroll", signatureWorker("payroll"));
  const operation = (await api(request, token, "GET", `/v1/CreditNote/${operationId}`)) as { personId: string };
  await signedInAs(page, "correspondente.se@centro.demo");
  await sweep(page, ["/", "/board", "/originate/payroll", "/originate/fgts", "/borrowers", "/borrowers/new", `/borrowers/${operation.personId}`, "/branches", "/account/sessions"]);
});

test("an officer's operation page and board fit a phone and pass axe", async ({ page, request }) => {
  // Operations a partner creates through the API belong to the organization (no branch of their own): the officer's.
  const token = await partnerToken(request);
  const operationId = await createOperation(request, token, "fgts", signatureWorker("fgts"));
  await signedInAs(page, "agente@centro.demo");
  await sweep(page, ["/", "/board", `/operations/${operationId}`]);
});

test("a manager's pages fit a phone and pass axe: operators, an operator, branches, a branch, pipeline, audit", async ({ page }) => {
  await signedInAs(page, "gestor@portal.demo");
  const operator = firstLink('a[href^="/admin/operators/"]:not([href$="/new"])');
  await sweep(page, ["/", "/admin/operators", operator, "/admin/operators/new", "/branches", firstLink('a[href^="/branches/"]'), "/pipeline", "/audit"]);
});

test("the credit desk's queue fits a phone and passes axe", async ({ page }) => {
  await signedInAs(page, "mesa@portal.demo");
  await sweep(page, ["/", "/desk"]);
});

test("the public pages fit a phone and pass axe: sign-in, document verification", async ({ page }) => {
  await sweep(page, ["/login", "/verificar"]);
});

test("on a phone the sections live in a menu sheet that opens, marks the current page and closes", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInAs(page, "correspondente.se@centro.demo");
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Navegação principal", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "menu aberto (390 px)");
  await sheet.getByRole("link", { name: "Tomadores" }).click();
  await expect(page).toHaveURL(/\/borrowers$/);
  await expect(sheet).toBeHidden();
});

test("an unknown address keeps the operator's menu and a way home; signed out it is a plain page", async ({ page, browser }) => {
  await signedInAs(page, "agente@centro.demo");
  const response = await page.goto("/nao-existe/de-jeito-nenhum");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navegação principal", exact: true }).getByRole("link", { name: "Início" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Olga Agente")).toBeVisible();
  await expectAccessible(page, "404");

  const anonymous = await browser.newContext();
  const plain = await anonymous.newPage();
  expect((await plain.goto("/nao-existe/de-jeito-nenhum"))?.status()).toBe(404);
  await expect(plain.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(plain.getByRole("navigation", { name: "Navegação principal", exact: true })).toHaveCount(0);
  await anonymous.close();
});
