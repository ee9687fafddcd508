/**
 * Issue 24's budgets, measured: every click, tap, field entry and box ticked from the start to the submission, at a
 * phone's width and a desktop's. A known borrower's loan starts on the borrower's page (the correspondent has just
 * looked them up); a new worker's starts on the home page and includes the registration. The counts and wall times
 * are printed; a count above its budget fails.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import type { SandboxRegistryWorker } from "../lib/credit/sandbox/registry";
import { signIn } from "./support/portal";
import { api, partnerToken, signatureWorker } from "./support/signature";
import { Touches } from "./support/touches";

const BUDGETS = { payrollOffers: 8, payrollAmortization: 10, fgtsTermOnFile: 6, newWorkerPayroll: 18 } as const;
type Path = keyof typeof BUDGETS;

/** Buttons of steps that ask for nothing a person decides: pressed whenever the flow shows them, and counted. */
const NOTHING_TO_DECIDE = ["Continuar para a margem", "Consultar margem", "Usar este vínculo", "Usar este termo", "Continuar sem documentos", "Continuar para a revisão"];

test.describe.configure({ mode: "serial" });

// The budget is about what a person does, not how fast a loaded CI machine answers: screens get time to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
/** One sign-in for every test (the session is the same correspondent's). */
const session = path.join(tmpdir(), `e2e-touch-budget-session-${process.env.E2E_RUN_ID ?? "local"}.json`);
test.use({ storageState: session });

/** Known borrowers, registered as a partner's other channel would: phone on record, approved authorization or consent term on file. */
const known: Partial<Record<`${Exclude<Path, "newWorkerPayroll">}-${number}`, SandboxRegistryWorker & { personId: string }>> = {};
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

test.beforeAll(async ({ playwright, browser }) => {
  test.setTimeout(90_000);
  const signedIn = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  const signInPage = await signedIn.newPage();
  await signIn(signInPage, "correspondente.se@centro.demo");
  await expect(signInPage.getByRole("heading", { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), / })).toBeVisible({ timeout: 30_000 });
  await signedIn.storageState({ path: session });
  await signedIn.close();
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await partnerToken(request);
  const register = async (path: Exclude<Path, "newWorkerPayroll">, width: number) => {
    const worker = signatureWorker(path === "fgtsTermOnFile" ? "fgts" : "payroll");
    const month = String(worker.birthdayMonth).padStart(2, "0");
    const person = await api(request, token, "POST", "/v1/NaturalPerson", { registrationNumber: worker.registrationNumber, name: worker.name, birthDate: `1988-${month}-12`, phone: "11987654321" });
    const personId = String(person.id);
    await api(request, token, "POST", "/v1/BankAccount", { personId, bankCode: "341", agency: "1234", accountNumber: "987654", accountDigit: "3", accountType: "Checking", holderRegistrationNumber: worker.registrationNumber });
    if (path === "fgtsTermOnFile") {
      await api(request, token, "PUT", `/v1/NaturalPerson/${personId}/upload`, { uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf", displayName: "Termo de consentimento FGTS" }] });
    } else {
      await api(request, token, "POST", "/v1/RegistryEmployee/MarginAuthorization", { registrationNumber: worker.registrationNumber, personId });
    }
    known[`${path}-${width}`] = { ...worker, personId };
  };
  await Promise.all(VIEWPORTS.flatMap(({ width }) => (["payrollOffers", "payrollAmortization", "fgtsTermOnFile"] as const).map((path) => register(path, width))));
  // The sandbox worker approves each authorization a couple of seconds after it is registered.
  for (const [key, worker] of Object.entries(known)) {
    if (key.startsWith("fgts")) continue;
    await expect
      .poll(async () => {
        const page = (await api(request, token, "GET", `/v1/RegistryEmployee/MarginAuthorization?registrationNumber=${worker!.registrationNumber}`)) as { data: Array<{ status: string }> };
        return page.data[0]?.status;
      }, { timeout: 20_000 })
      .toBe("Approved");
  }
  await request.dispose();
});

function report(path: Path, width: number, touches: Touches): void {
  const line = `touch budget · ${path} at ${width} px: ${touches.summary()} (budget ${BUDGETS[path]})`;
  process.stdout.write(`${line}\n`);
  test.info().annotations.push({ type: "touches", description: line });
  expect(touches.count, line).toBeLessThanOrEqual(BUDGETS[path]);
}

/** Presses what the flow shows of the steps that decide nothing until `until` appears. */
async function passStepsThatDecideNothing(page: Page, touches: Touches, until: Locator): Promise<void> {
  const buttons = NOTHING_TO_DECIDE.map((name) => page.getByRole("button", { name, exact: true }).first());
  const any = buttons.reduce((all, button) => all.or(button));
  for (let round = 0; round < NOTHING_TO_DECIDE.length + 1; round++) {
    await expect(until.or(any).first()).toBeVisible({ timeout: 30_000 });
    if (await until.isVisible()) return;
    for (const [index, button] of buttons.entries()) {
      if (!(await button.isVisible())) continue;
      // A screen that moves on by itself (an authorization approved while waiting) gets the moment a person would
      // give it before pressing anything: only a button still there after it is pressed and counted.
      if (await button.waitFor({ state: "hidden", timeout: 2_000 }).then(() => true, () => false)) break;
      await touches.click(button, NOTHING_TO_DECIDE[index]!);
      await expect(button).toBeHidden({ timeout: 30_000 });
      break;
    }
  }
  throw new Error("the wizard kept asking for steps that decide nothing");
}

/** From the borrower's page into the product's wizard, with the borrower chosen (before issue 24: a new wizard and the CPF again). */
async function startFromBorrower(page: Page, touches: Touches, product: "payroll" | "fgts", cpf: string): Promise<void> {
  const name = product === "payroll" ? "Originar consignado" : "Originar FGTS";
  const main = page.getByRole("main");
  await touches.click(main.getByRole("link", { name }).or(main.getByRole("button", { name })).first(), name);
  const newDraft = page.getByRole("button", { name: "Nova originação" });
  await expect(newDraft.or(page.getByRole("navigation", { name: "Etapas da originação" }))).toBeVisible();
  if (!(await newDraft.isVisible())) return;
  await touches.click(newDraft, "Nova originação");
  await touches.fill(page.getByLabel("CPF do tomador"), cpf, "CPF");
  await touches.click(page.getByRole("button", { name: "Buscar" }), "Buscar");
  await touches.click(page.getByRole("button", { name: "Continuar com este tomador" }), "Continuar com este tomador");
}

/** From the creation step to the submission: create, (documents), tick the borrower's acknowledgement, send. */
async function createAndSubmit(page: Page, touches: Touches): Promise<void> {
  await touches.click(page.getByRole("button", { name: "Criar operação" }), "Criar operação");
  const acknowledgement = page.getByRole("checkbox", { name: /O tomador viu o valor liberado/ });
  await passStepsThatDecideNothing(page, touches, acknowledgement);
  await touches.check(acknowledgement, "ciência do tomador");
  await touches.click(page.getByRole("button", { name: "Enviar para aprovação" }), "Enviar para aprovação");
  await page.waitForURL(/step=assinaturas/, { timeout: 30_000 });
}

async function offersToSubmission(page: Page, touches: Touches): Promise<void> {
  const choose = page.getByRole("region", { name: "A · Ofertas" }).getByRole("button", { name: "Escolher 36 parcelas" });
  await passStepsThatDecideNothing(page, touches, choose);
  await touches.click(choose, "oferta de 36 parcelas");
  await touches.click(page.getByRole("button", { name: "Enviar proposta ao empregador" }), "Enviar proposta");
  await createAndSubmit(page, touches);
}

for (const { width, height } of VIEWPORTS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`payroll by offers for a known borrower with an approved authorization: at most ${BUDGETS.payrollOffers} interactions`, async ({ page }) => {
      test.setTimeout(150_000);
      const borrower = known[`payrollOffers-${width}`]!;
      await page.goto(`/borrowers/${borrower.personId}`);
      const touches = new Touches();
      await startFromBorrower(page, touches, "payroll", borrower.registrationNumber);
      await offersToSubmission(page, touches);
      report("payrollOffers", width, touches);
    });

    test(`payroll by amortization for a known borrower: at most ${BUDGETS.payrollAmortization} interactions`, async ({ page }) => {
      test.setTimeout(150_000);
      const borrower = known[`payrollAmortization-${width}`]!;
      await page.goto(`/borrowers/${borrower.personId}`);
      const touches = new Touches();
      await startFromBorrower(page, touches, "payroll", borrower.registrationNumber);
      const panel = page.getByRole("region", { name: "B · Amortização" });
      const amount = panel.getByLabel("Valor do empréstimo (R$)");
      await passStepsThatDecideNothing(page, touches, amount);
      await touches.fill(amount, "1.500,00", "valor do empréstimo");
      const choose = panel.getByRole("button", { name: "Escolher este plano" });
      await expect(choose).toBeEnabled();
      await touches.click(choose, "Escolher este plano");
      await createAndSubmit(page, touches);
      report("payrollAmortization", width, touches);
    });

    test(`FGTS for a known borrower with the consent term on file: at most ${BUDGETS.fgtsTermOnFile} interactions`, async ({ page }) => {
      test.setTimeout(150_000);
      const borrower = known[`fgtsTermOnFile-${width}`]!;
      await page.goto(`/borrowers/${borrower.personId}`);
      const touches = new Touches();
      await startFromBorrower(page, touches, "fgts", borrower.registrationNumber);
      const amount = page.getByLabel("Valor a antecipar (R$)");
      await passStepsThatDecideNothing(page, touches, amount);
      await touches.fill(amount, "300,00", "valor a antecipar");
      const choose = page.getByRole("button", { name: "Escolher esta simulação" });
      await expect(choose).toBeEnabled();
      await touches.click(choose, "Escolher esta simulação");
      await createAndSubmit(page, touches);
      report("fgtsTermOnFile", width, touches);
    });

    test(`payroll for a new worker, registration included: at most ${BUDGETS.newWorkerPayroll} interactions`, async ({ page }) => {
      test.setTimeout(180_000);
      const worker = signatureWorker("payroll");
      await page.goto("/");
      const touches = new Touches();
      await touches.click(page.getByRole("main").getByRole("link", { name: "Originar consignado" }), "Originar consignado");
      await touches.click(page.getByRole("button", { name: "Nova originação" }), "Nova originação");
      await touches.fill(page.getByLabel("CPF do tomador"), worker.registrationNumber, "CPF");
      await touches.click(page.getByRole("button", { name: "Buscar" }), "Buscar");
      await touches.fill(page.getByLabel("Nome completo"), worker.name, "nome");
      await touches.fill(page.getByLabel("Data de nascimento"), "1988-04-12", "nascimento");
      await touches.fill(page.getByLabel("Celular (opcional)"), "11987654321", "celular");
      await touches.fill(page.getByLabel("Banco (código)"), "001", "banco");
      await touches.fill(page.getByLabel("Agência", { exact: true }), "1234", "agência");
      await touches.fill(page.getByLabel("Número da conta"), "98765", "conta");
      await touches.fill(page.getByLabel("Dígito", { exact: true }), "4", "dígito");
      await touches.click(page.getByRole("button", { name: "Cadastrar e continuar" }), "Cadastrar e continuar");
      await touches.click(page.getByRole("button", { name: "Registrar autorização" }), "Registrar autorização");
      await offersToSubmission(page, touches);
      report("newWorkerPayroll", width, touches);
    });
  });
}
