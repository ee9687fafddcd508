import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { authorizeMargin, centroToken, checkStep, chooseBorrower, createSubmitAndGetLinks, SANDBOX, signAndFollowToFinished, startWizard, useMargin } from "./support/origination";
import { signInAndWait } from "./support/portal";
import { signatureWorker } from "./support/signature";

/** A small real PDF (recognised by its content), different at each call so the dossier takes it. */
function pdfFile(name: string): string {
  const file = path.join(tmpdir(), `${name}-${Date.now()}.pdf`);
  writeFileSync(file, `%PDF-1.4\n% ${name} ${Math.random()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  return file;
}

test.describe.configure({ mode: "serial" });

/** One sign-in for every test (each test is the same correspondent's): its session is reused, not made again. */
const session = path.join(tmpdir(), `e2e-origination-session-${process.env.E2E_RUN_ID ?? "local"}.json`);
test.use({ storageState: session });

test.beforeAll(async ({ browser }) => {
  const signedIn = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  await signInAndWait(await signedIn.newPage(), "correspondente.se@centro.demo");
  await signedIn.storageState({ path: session });
  await signedIn.close();
});

test("payroll by offers: from an empty database to a settled operation, with a proposal to the employer and the borrower's signature", async ({ page }) => {
  test.setTimeout(180_000);
  await startWizard(page, "payroll");
  await chooseBorrower(page, SANDBOX.regularA);
  await authorizeMargin(page);
  await useMargin(page);

  const offers = page.getByRole("region", { name: "A · Ofertas" });
  await expect(offers.getByRole("button", { name: "Escolher 36 parcelas" })).toBeVisible();
  // The card writes the plan's installments: the regular one, and the last apart when the rounding made it differ.
  await expect(offers.getByText(/^(36 × R\$\s[\d.]+,\d{2}|35 × R\$\s[\d.]+,\d{2} e 1 × R\$\s[\d.]+,\d{2})$/)).toBeVisible();
  await checkStep(page, "simulacao");
  await offers.getByRole("button", { name: "Escolher 36 parcelas" }).click();

  await page.waitForURL(/step=proposta/);
  await checkStep(page, "proposta");
  await expect(page.getByLabel("Contato", { exact: true }).first()).toHaveValue("11987654321");
  await page.getByRole("button", { name: "Enviar proposta ao empregador" }).click();
  await createSubmitAndGetLinks(page, { pdf: pdfFile("autorizacao") });
  await signAndFollowToFinished(page, SANDBOX.regularA);
});

test("payroll by amortization: the plan appears as it is typed, reconciles to the cent, and a double click creates one operation", async ({ page, request }) => {
  test.setTimeout(120_000);
  await startWizard(page, "payroll");
  await chooseBorrower(page, SANDBOX.regularC);
  await authorizeMargin(page);
  await useMargin(page);

  const panel = page.getByRole("region", { name: "B · Amortização" });
  await panel.getByLabel("Produto").selectOption({ label: "Consignado Privado (SAC)" });
  await panel.getByLabel("Valor do empréstimo (R$)").fill("8.000,00");
  await panel.getByLabel("Taxa de juros mensal").fill("2,15");
  await panel.getByLabel("Parcelas").fill("36");
  await expect(panel.getByText("Valor liberado ao tomador")).toBeVisible();
  await expect(panel.getByText("36 parcelas mensais")).toBeVisible();

  // Every installment of the plan adds up to the total the summary shows, to the cent.
  await panel.getByText(/Ver o plano completo/).click();
  const total = (await panel.locator("dt", { hasText: "Total a pagar" }).locator("xpath=following-sibling::dd").innerText()).trim();
  await expect(panel.locator("tfoot td").first()).toHaveText(total);
  await expect(panel.locator("tbody tr")).toHaveCount(36);

  await panel.getByRole("button", { name: "Escolher este plano" }).click();

  // The first refused submit takes the focus to the error summary; what was typed survives leaving and resuming.
  await page.waitForURL(/step=operacao/);
  const kind = page.getByLabel("Tipo da operação");
  const competence = page.getByLabel("Competência do primeiro desconto em folha");
  const observations = page.getByLabel("Observações para a mesa de crédito (opcional)");
  const suggested = await competence.inputValue();
  await kind.selectOption("RegistryEmployeeRefinance");
  await competence.fill("");
  const kept = page.waitForResponse((response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined);
  await observations.fill("Trabalhador pediu para refinanciar");
  await kept;
  await page.getByRole("button", { name: "Criar operação" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Há um problema" })).toBeFocused();
  await page.goto("/originate/payroll");
  await page.getByRole("link", { name: /Próxima etapa: Operação/ }).first().click();
  await page.waitForURL(/step=operacao/);
  await expect(kind).toHaveValue("RegistryEmployeeRefinance");
  await expect(observations).toHaveValue("Trabalhador pediu para refinanciar");
  await kind.selectOption("RegistryEmployee");
  await competence.fill(suggested);
  await createSubmitAndGetLinks(page, { doubleClickCreate: true });

  const token = await centroToken(request);
  const persons = await (await request.get(`/v1/NaturalPerson?registrationNumber=${SANDBOX.regularC}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const personId = persons.data[0].id as string;
  const notes = await (await request.get(`/v1/CreditNote?personId=${personId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(notes.totalItems).toBe(1);
});

test("FGTS: consent term first, the withdrawal month suggested by the birth date, cents typed as reais caught at the field, signed and settled", async ({ page }) => {
  test.setTimeout(180_000);
  await startWizard(page, "fgts");
  await chooseBorrower(page, SANDBOX.regularB, "1990-08-15");

  await page.waitForURL(/step=consentimento/);
  await checkStep(page, "consentimento");
  await page.getByLabel("Arquivo").setInputFiles(pdfFile("termo-consentimento"));
  await page.getByRole("button", { name: "Anexar termo e continuar" }).click();

  await page.waitForURL(/step=simulacao/);
  await expect(page.getByText(/Sugerido pelo nascimento \(15\/08\): agosto/)).toBeVisible();
  await expect(page.getByLabel("Mês do saque-aniversário")).toHaveValue("August");
  const amount = page.getByLabel("Valor a antecipar (R$)");
  await amount.fill("60000");
  await amount.blur();
  await expect(page.getByText(/Este campo é em reais: se 60000 era um valor em centavos, digite 600,00/)).toBeVisible();
  await amount.fill("700,00");
  await page.getByLabel("Saques-aniversário antecipados").selectOption("24");
  await expect(page.getByText("2 parcelas anuais")).toBeVisible();
  await checkStep(page, "simulacao FGTS");
  await page.getByRole("button", { name: "Escolher esta simulação" }).click();
  await createSubmitAndGetLinks(page);
  await signAndFollowToFinished(page, SANDBOX.regularB);
});

test("the margin below the request is explained, on both paths", async ({ page }) => {
  test.setTimeout(90_000);
  await startWizard(page, "payroll");
  await chooseBorrower(page, SANDBOX.marginBelowRequest);
  await authorizeMargin(page);
  await useMargin(page);
  await expect(page.getByText("Margem livre de R$ 25,00 por mês")).toBeVisible();

  const offers = page.getByRole("region", { name: "A · Ofertas" });
  await offers.getByLabel("Valor bruto", { exact: true }).check();
  await offers.getByLabel("Valor bruto (R$)").fill("5.000,00");
  await expect(offers.getByText("Nenhuma oferta cabe na margem")).toBeVisible();

  const plan = page.getByRole("region", { name: "B · Amortização" });
  await plan.getByLabel("Valor do empréstimo (R$)").fill("5.000,00");
  await expect(plan.getByText("Parcela acima da margem livre")).toBeVisible();
  await expect(plan.getByRole("button", { name: "Escolher este plano" })).toBeDisabled();
  await checkStep(page, "margem insuficiente");
});

test("a wizard left halfway is listed in progress and resumes at its step; an address cannot skip a step", async ({ page }) => {
  const url = await startWizard(page, "payroll");
  // A worker with no authorization yet: the wizard stops there and asks.
  await chooseBorrower(page, signatureWorker("payroll").registrationNumber);
  await page.waitForURL(/step=autorizacao/);

  await page.goto(`${url}?step=revisao`);
  await expect(page).toHaveURL(/step=autorizacao/);

  await page.goto("/");
  await page.goto("/originate/payroll");
  const resume = page.getByRole("link", { name: /Maria Exemplo da Silva/ }).first();
  await expect(resume).toContainText("Próxima etapa: Autorização");
  await resume.click();
  await expect(page).toHaveURL(/step=autorizacao/);
  // The step's heading takes the focus at each step change (the keyboard starts there, not at the top).
  await expect(page.getByRole("heading", { level: 2, name: "Autorização", exact: true })).toBeFocused();
});

test("on a phone (390 px) the payroll wizard fits every step, from the borrower to the signature links", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const worker = signatureWorker("payroll");
  await startWizard(page, "payroll");
  await chooseBorrower(page, worker.registrationNumber);
  await authorizeMargin(page);
  await useMargin(page);
  await checkStep(page, "simulacao (390 px)");

  const panel = page.getByRole("region", { name: "B · Amortização" });
  await panel.getByLabel("Valor do empréstimo (R$)").fill("1.500,00");
  await panel.getByLabel("Parcelas").fill("24");
  await expect(panel.getByText("24 parcelas mensais")).toBeVisible();
  await panel.getByText(/Ver o plano completo/).click();
  // The plan's table scrolls inside its own region; the page does not.
  await checkStep(page, "plano completo (390 px)");
  await panel.getByRole("button", { name: "Escolher este plano" }).click();
  await createSubmitAndGetLinks(page);
});
