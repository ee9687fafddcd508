import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { expectNoApiJargon } from "./support/jargon";
import { signInAndWait } from "./support/portal";
import { expectThumbSizedTargets } from "./support/tap-targets";
import { api, createOperation, partnerToken, signatureWorker } from "./support/signature";

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };

/** Every page of the operator shell, as each role reaches it: nothing wider than a phone, no serious axe finding, no API names. */
async function sweep(page: Page, paths: readonly string[]) {
  for (const viewport of [DESK, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (viewport === PHONE) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} at 390 px`).toBeLessThanOrEqual(PHONE.width);
        await expectThumbSizedTargets(page, `${path} (390 px)`);
      }
      await expectAccessible(page, `${path} (${viewport.width} px)`);
      if (viewport === DESK) await expectNoApiJargon(page, path);
    }
  }
}

test.describe.configure({ timeout: 180_000 });

test("an originating correspondent's pages fit a phone and pass axe: home, board, wizards, borrowers, sessions", async ({ page, request }) => {
  const token = await partnerToken(request);
  const operationId = await createOperation(request, token, "payroll", signatureWorker("payroll"));
  const operation = (await api(request, token, "GET", `/v1/CreditNote/${operationId}`)) as { personId: string };
  await signInAndWait(page, "correspondente.se@centro.demo");
  await sweep(page, ["/", "/board", "/originate/payroll", "/originate/fgts", "/borrowers", "/borrowers/new", `/borrowers/${operation.personId}`, "/branches", "/account/sessions"]);
});

test("an officer's operation page and board fit a phone and pass axe", async ({ page, request }) => {
  // Operations a partner creates through the API belong to the organization (no branch of their own): the officer's.
  const token = await partnerToken(request);
  const operationId = await createOperation(request, token, "fgts", signatureWorker("fgts"));
  await signInAndWait(page, "agente@centro.demo");
  await sweep(page, ["/", "/board", `/operations/${operationId}`]);
});

test("a manager's pages fit a phone and pass axe: operators, an operator, branches, a branch, pipeline, audit", async ({ page }) => {
  await signInAndWait(page, "gestor@portal.demo");
  await page.goto("/admin/operators");
  const operator = await page.getByRole("main").locator('a[href^="/admin/operators/"]:not([href$="/new"])').first().getAttribute("href");
  await page.goto("/branches");
  const branch = await page.getByRole("main").locator('a[href^="/branches/"]').first().getAttribute("href");
  await sweep(page, ["/", "/admin/operators", "/admin/operators/new", operator!, "/branches", branch!, "/pipeline", "/audit"]);
});

test("the credit desk's queue fits a phone and passes axe", async ({ page }) => {
  await signInAndWait(page, "mesa@portal.demo");
  await sweep(page, ["/", "/desk"]);
});

test("the public pages fit a phone and pass axe: sign-in, document verification", async ({ page }) => {
  await sweep(page, ["/login", "/verificar"]);
});

test("on a phone the sections live in a menu sheet that opens, marks the current page and closes", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndWait(page, "correspondente.se@centro.demo");
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
  await signInAndWait(page, "agente@centro.demo");
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
