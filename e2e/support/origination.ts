/**
 * Steps of the origination wizards as an operator takes them in the browser, shared by the e2e specs. Every step is
 * checked with axe on its way (no serious or critical violation).
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { expectNoApiJargon } from "./jargon";
import { consentAndSign } from "./signature";
import { expectThumbSizedTargets } from "./tap-targets";

/**
 * Each step: no serious axe violation, nothing wider than the viewport (the wizards are used on phones too), no API
 * identifier in its text, and on a phone every tap target thumb-sized.
 */
export async function checkStep(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where);
  const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scrollWidth, `${where}: wider than the ${viewport} px screen`).toBeLessThanOrEqual(viewport);
  await expectNoApiJargon(page, where);
  if (viewport <= 390) await expectThumbSizedTargets(page, `${where} (${viewport} px)`);
}

export const SANDBOX = {
  /** Regular workers (lib/credit/sandbox/special-cpfs.ts): margin R$ 2.275,00; R$ 960,00 (FGTS R$ 6.200, August); R$ 4.200,00. */
  regularA: "10000001929",
  regularB: "10000002739",
  regularC: "10000003549",
  /** Free margin of R$ 25,00: any realistic request is above it. */
  marginBelowRequest: "90000003352",
} as const;

export async function startWizard(page: Page, product: "payroll" | "fgts"): Promise<string> {
  await page.goto(`/originate/${product}`);
  await checkStep(page, `/originate/${product}`);
  await page.getByRole("button", { name: "Nova originação" }).click();
  await page.waitForURL(/step=tomador/);
  await checkStep(page, "tomador");
  return page.url().split("?")[0]!;
}

/** Finds the CPF; registers the borrower with an account when the branch does not have it yet; continues. */
export async function chooseBorrower(page: Page, cpf: string, birthDate = "1988-04-12"): Promise<void> {
  await page.getByLabel("CPF do tomador").fill(cpf);
  await page.getByRole("button", { name: "Buscar" }).click();
  const register = page.getByRole("heading", { name: /Cadastrar o CPF/ });
  const found = page.getByRole("button", { name: "Continuar com este tomador" });
  await expect(register.or(found)).toBeVisible();
  if (await register.isVisible()) {
    await checkStep(page, "cadastro do tomador");
    await page.getByLabel("Nome completo").fill("Maria Exemplo da Silva");
    await page.getByLabel("Data de nascimento").fill(birthDate);
    await page.getByLabel("Celular (opcional)").fill("11987654321");
    await page.getByLabel("Banco (código)").fill("001");
    await page.getByLabel("Agência", { exact: true }).fill("1234");
    await page.getByLabel("Número da conta").fill("98765");
    await page.getByLabel("Dígito", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Cadastrar e continuar" }).click();
  } else {
    await found.click();
  }
}

/**
 * Registers the worker's authorization and waits, on screen, for the sandbox worker to approve it: approved, it
 * decides nothing more, and the wizard moves on by itself, saying so in one line.
 */
export async function authorizeMargin(page: Page): Promise<void> {
  await page.waitForURL(/step=autorizacao/);
  await checkStep(page, "autorizacao");
  await page.getByRole("button", { name: "Registrar autorização" }).click();
  const approved = page.getByText(/Autorização aprovada em .*: seguimos para a margem/);
  // Pending until the sandbox worker answers (MARGIN_AUTHORIZATION_CONFIRM_SECONDS; on a slow machine the first read
  // may already find the answer): the page turns by itself, no reload.
  await expect(page.getByText("Aguardando a confirmação do trabalhador").or(approved)).toBeVisible({ timeout: 15_000 });
  await expect(approved).toBeVisible({ timeout: 20_000 });
}

/** A single employment link: the margin is queried on entering its step and used, and the note says so. */
export async function useMargin(page: Page): Promise<void> {
  await page.waitForURL(/step=simulacao/);
  await expect(page.getByText(/Margem consultada em .*, único vínculo/)).toBeVisible();
}

/**
 * From the creation step to the signature links: review (the documents step, optional, folds into it: a PDF is
 * attached through the note's way back), consent, submission.
 */
export async function createSubmitAndGetLinks(page: Page, options: { pdf?: string; doubleClickCreate?: boolean } = {}): Promise<void> {
  await page.waitForURL(/step=operacao/);
  await checkStep(page, "operacao");
  const create = page.getByRole("button", { name: "Criar operação" });
  if (options.doubleClickCreate) await create.dblclick();
  else await create.click();
  await page.waitForURL(/step=revisao/);
  if (options.pdf) {
    await page.getByRole("link", { name: "Anexar documentos" }).click();
    await page.waitForURL(/step=documentos/);
    await checkStep(page, "documentos");
    await page.getByLabel("Arquivo").setInputFiles(options.pdf);
    await page.getByRole("button", { name: "Anexar documento" }).click();
    await expect(page.getByRole("link", { name: /Baixar/ }).first()).toBeVisible();
    await page.getByRole("button", { name: /^Continuar/ }).click();
    await page.waitForURL(/step=revisao/);
  }
  await expect(page.getByText(/Custo efetivo total: \d+,\d{2}% ao ano/)).toBeVisible();
  await checkStep(page, "revisao");
  await page.getByRole("button", { name: "Enviar para aprovação" }).click();
  await expect(page.getByText("Confirme que o tomador viu as condições")).toBeVisible();
  await page.getByRole("checkbox", { name: /O tomador viu o valor liberado/ }).check();
  await page.getByRole("button", { name: "Enviar para aprovação" }).click();
  await page.waitForURL(/step=assinaturas/);
  await expect(page.getByText("Links de assinatura prontos")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Abrir" })).toHaveAttribute("href", /\/sign\//);
  await expect(page.locator("svg title", { hasText: "QR code" })).toHaveCount(1);
  await checkStep(page, "assinaturas");
}

/** A bearer token of the Centro partner (the Sé branch's credential), to check what the credit API holds. */
export async function centroToken(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.post("/oauth/token", { data: { client_id: "parceiro-centro", client_secret: "sandbox-centro-2026" } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The borrower signs through the link the wizard handed out (on their own browser, not signed in to the portal);
 * the wizard, left open, follows the operation through validation and payment to Finished by itself, and the
 * operation page tells the same story.
 */
export async function signAndFollowToFinished(page: Page, cpf: string): Promise<void> {
  const url = await page.getByRole("link", { name: "Abrir" }).first().getAttribute("href");
  expect(url).toMatch(/\/sign\//);
  const borrower = await page.context().browser()!.newContext();
  try {
    const signing = await borrower.newPage();
    await signing.goto(url!);
    await consentAndSign(signing, cpf);
    await expect(signing.getByRole("heading", { level: 1, name: "Contrato assinado" })).toBeVisible();
  } finally {
    await borrower.close();
  }
  const progress = page.getByRole("region", { name: /^Operação CN\d+$/ });
  await expect(progress.getByText("Liquidada", { exact: true })).toBeVisible({ timeout: 60_000 });
  await progress.getByRole("link", { name: "Página da operação" }).click();
  await page.waitForURL(/\/operations\//);
  const main = page.getByRole("main");
  await expect(main.getByText("Liquidada", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Coleta de assinaturas").first()).toBeVisible();
  await checkStep(page, "operação liquidada");
}
