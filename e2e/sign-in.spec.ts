import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, refusal, signIn, signInAndWait, watchCspViolations } from "./support/portal";

test("signing in and out: pages need a session and the address asked for survives sign-in; sign-out ends it", async ({ page }) => {
  const violations = watchCspViolations(page);
  await page.goto("/branches?x=1");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbranches%3Fx%3D1$/);
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
  // A first visit is not an ended session: no notice.
  await expect(page.getByRole("status")).toHaveCount(0);

  // The form validates before asking the server.
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Informe o e-mail.")).toBeVisible();

  await page.getByLabel("E-mail").fill("agente@centro.demo");
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/branches\?x=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agências" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Olga Agente")).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "authjs.session-token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect(violations).toEqual([]);
});

test("a wrong password is refused without saying whether the e-mail exists", async ({ page }) => {
  await signIn(page, "agente@centro.demo", "senha-errada");
  await expect(refusal(page)).toHaveText("E-mail ou senha incorretos.");
  await signIn(page, "ninguem@centro.demo", "senha-errada");
  await expect(refusal(page)).toHaveText("E-mail ou senha incorretos.");
});

test("five wrong passwords lock the account for this address: the right password is refused too", async ({ page }) => {
  // This demo operator is used by no other e2e test: its lock would not leak into them.
  const email = "correspondente@norte.demo";
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, email, `errada-${attempt}`);
    await expect(refusal(page)).toHaveText("E-mail ou senha incorretos.");
  }
  await signIn(page, email, "errada-5");
  await expect(refusal(page)).toContainText("Conta bloqueada");
  await signIn(page, email);
  await expect(refusal(page)).toContainText("Conta bloqueada");
  await expect(page).toHaveURL(/\/login/);
});

test("a correspondent is refused another branch's page (403), sees its own", async ({ browser }) => {
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAndWait(manager, "gestor@portal.demo");
  await manager.goto("/branches");
  const paulistaHref = await manager.getByRole("link", { name: "Centro · Paulista", exact: true }).getAttribute("href");
  const seHref = await manager.getByRole("link", { name: "Centro · Sé", exact: true }).getAttribute("href");
  await managerContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, "correspondente.se@centro.demo");
  await page.goto("/branches");
  await expect(page.getByRole("link", { name: "Centro · Sé", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Centro · Paulista", exact: true })).toHaveCount(0);

  const refused = await page.goto(paulistaHref!);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Acesso não permitido" })).toBeVisible();
  const own = await page.goto(seHref!);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Centro · Sé" })).toBeVisible();
  await context.close();
});

test("an operator ends its other session from 'Minhas sessões', then signs out everywhere", async ({ browser }) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [page, other] = [await first.newPage(), await second.newPage()];
  await signInAndWait(page, "correspondente.paulista@centro.demo");
  await signInAndWait(other, "correspondente.paulista@centro.demo");

  await page.getByRole("link", { name: /minha conta e sessões/ }).click();
  await expect(page.getByRole("heading", { name: "Sessões abertas (2)" })).toBeVisible();
  await expect(page.getByText("esta sessão")).toBeVisible();
  await page.getByRole("button", { name: "Encerrar" }).click();
  await expect(page.getByRole("heading", { name: "Sessões abertas (1)" })).toBeVisible();
  // The other browser is told why it is out, and comes back to where it was after signing in again.
  await other.goto("/borrowers");
  await expect(other).toHaveURL(/\/login\?motivo=sessao-encerrada&callbackUrl=%2Fborrowers$/);
  await expect(other.getByRole("status")).toContainText("Sua sessão foi encerrada");
  await other.getByLabel("E-mail").fill("correspondente.paulista@centro.demo");
  await other.getByLabel("Senha").fill(DEMO_PASSWORD);
  await other.getByRole("button", { name: "Entrar" }).click();
  await expect(other).toHaveURL(/\/borrowers$/);

  await page.getByRole("button", { name: "Sair de todas as sessões" }).click();
  await expect(page).toHaveURL(/\/login\?motivo=todas-as-sessoes$/);
  await expect(page.getByRole("status")).toHaveText("Você saiu de todas as sessões.");
  await page.goto("/account/sessions");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount%2Fsessions$/);
  await Promise.all([first.close(), second.close()]);
});
