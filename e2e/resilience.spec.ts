/**
 * The wizard when the credit API fails at the creation: the portal (an instance whose API sits behind a fault
 * proxy) says the operation may or may not exist, keeps every typed value, and one click after the API is back
 * creates it once: the API had created it before its answer was lost, and the retry's Idempotency-Key returns it.
 */
import { expect, test } from "@playwright/test";
import { authorizeMargin, centroToken, chooseBorrower, startWizard, useMargin } from "./support/origination";
import { FAULT_INSTANCE_URL, startFaultInstance, type FaultInstance } from "./support/fault-instance";
import { signIn } from "./support/portal";
import { signatureWorker } from "./support/signature";

test.use({ baseURL: FAULT_INSTANCE_URL });

let instance: FaultInstance;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startFaultInstance();
});
test.afterAll(async () => {
  await instance?.stop();
});

test("a creation whose answer is lost: the step says so, keeps the typed values, and one retry creates the operation once", async ({ page, request }) => {
  test.setTimeout(300_000);
  const worker = signatureWorker("payroll");
  await signIn(page, "correspondente.se@centro.demo");
  // A second server on a machine shared with the suite: its first sign-in (a slow hash) may take a while.
  await expect(page.getByRole("heading", { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), / })).toBeVisible({ timeout: 30_000 });
  // Its first calls to the API get its token (a slow hash there): done before the steps' 5 s expectations.
  expect((await page.request.get("/borrowers", { timeout: 60_000 })).status()).toBe(200);
  await startWizard(page, "payroll");
  await chooseBorrower(page, worker.registrationNumber);
  await authorizeMargin(page);
  await useMargin(page);

  const panel = page.getByRole("region", { name: "B · Amortização" });
  await panel.getByLabel("Produto").selectOption({ label: "Consignado Privado (SAC)" });
  await panel.getByLabel("Valor do empréstimo (R$)").fill("3.000,00");
  await panel.getByLabel("Taxa de juros mensal").fill("2,15");
  await panel.getByLabel("Parcelas").fill("24");
  await expect(panel.getByText("24 parcelas mensais")).toBeVisible();
  await panel.getByRole("button", { name: "Escolher este plano" }).click();

  await page.waitForURL(/step=operacao/);
  const competence = page.getByLabel("Competência do primeiro desconto em folha");
  const observations = page.getByLabel("Observações para a mesa de crédito (opcional)");
  const suggested = await competence.inputValue();
  await observations.fill("Tomador prefere contato pela manhã.");

  // The API creates the operation; its answer never reaches the portal (a 502 from the way back).
  await instance.proxy.setMode({ kind: "lost-answer" });
  await page.getByRole("button", { name: "Criar operação" }).click();
  await expect(page.getByText(/O serviço de crédito não confirmou a criação: a operação pode ou não ter sido criada/)).toBeVisible();
  await expect(page).toHaveURL(/step=operacao/);
  await expect(competence).toHaveValue(suggested);
  await expect(observations).toHaveValue("Tomador prefere contato pela manhã.");

  await instance.proxy.setMode({ kind: "pass" });
  await page.getByRole("button", { name: "Criar operação" }).click();
  // Nothing to attach: the documents step folds into the review.
  await page.waitForURL(/step=(documentos|revisao)/, { timeout: 30_000 });

  const token = await centroToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const persons = await (await request.get(`/v1/NaturalPerson?registrationNumber=${worker.registrationNumber}`, { headers })).json();
  const notes = await (await request.get(`/v1/CreditNote?personId=${persons.data[0].id as string}`, { headers })).json();
  expect(notes.totalItems).toBe(1);
  expect(notes.data[0].observations).toBe("Tomador prefere contato pela manhã.");
});
