import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { expectNoApiJargon } from "./support/jargon";
import {
  consentAndSign,
  expectNoHorizontalOverflow,
  operationInSignatures,
  partnerSigner,
  verificationCodeOn,
  waitForStatus,
} from "./support/signature";
import { expectThumbSizedTargets } from "./support/tap-targets";

/**
 * The borrower's signature page, opened from the SignUrl of an operation the credit API brought to `Signatures`:
 * the instrument, consent required (refused without it, by the server), the signature and its confirmation, on a
 * desk and on a phone, with and without JavaScript, and the refusal.
 */
test.describe.configure({ mode: "serial" });

test("on a desk: refused without consent, then signed; the confirmation shows the evidence; the operation moves on", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const operation = await operationInSignatures(request, "payroll");
  await page.goto(operation.url);

  await expect(page.getByRole("heading", { level: 1, name: /Cédula de Crédito Bancário nº CN\d{8}/ })).toBeVisible();
  for (const section of ["1. Partes", "2. Valores do crédito", "3. Juros e Custo Efetivo Total (CET)", "4. Plano de pagamento", "5. Conta para liberação do valor", "6. Garantia", "7. Condições, desistência e cancelamento"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(`CPF ***.${operation.cpf.slice(3, 6)}.${operation.cpf.slice(6, 9)}-**`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Plano de pagamento: 24 parcelas" }).getByRole("row")).toHaveCount(1 + 24 + 1);
  await expect(page.getByText(/art\. 49/)).toBeVisible();
  const code = await verificationCodeOn(page);
  expect(code).toMatch(/^[0-9a-f]{64}$/);
  await expectAccessible(page, "página de assinatura");
  await expectNoApiJargon(page, "página de assinatura");

  // No consent, no digits: the server refuses; the messages land at the fields and in the summary, which takes the focus.
  const form = page.locator("#form-assinar");
  await form.getByRole("button", { name: "Assinar contrato" }).click();
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Marque “Li e concordo” para assinar");
  const consent = form.getByLabel("Li e concordo com os termos desta Cédula de Crédito Bancário");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Marque “Li e concordo” para assinar: a assinatura só vale com a sua concordância expressa.").last()).toBeVisible();
  await expect(form.getByLabel(/os 3 primeiros dígitos do seu CPF/)).toHaveAttribute("aria-invalid", "true");
  expect(page.url()).toBe(operation.url);
  expect((await partnerSigner(request, operation)).status).toBe("Pending");
  await expectAccessible(page, "assinatura recusada sem consentimento");

  // Consent given, wrong digits: refused at the CPF field, with the tries left.
  await consent.check();
  await form.getByLabel(/os 3 primeiros dígitos do seu CPF/).fill(operation.cpf.startsWith("999") ? "998" : "999");
  await form.getByRole("button", { name: "Assinar contrato" }).click();
  await expect(form.getByText(/Os dígitos não conferem com o CPF do tomador deste contrato\. Restam 4 tentativas/).last()).toBeVisible();
  await expect(consent).not.toHaveAttribute("aria-invalid", "true");

  await consentAndSign(page, operation.cpf);
  await page.waitForURL(`${operation.url}/confirmacao`);
  await expect(page.getByRole("heading", { level: 1, name: "Contrato assinado" })).toBeVisible();
  await expect(page.getByText(/Assinado em/)).toBeVisible();
  expect(await verificationCodeOn(page)).toBe(code);
  await expect(page.getByRole("heading", { name: "O que acontece agora" })).toBeVisible();
  await expectAccessible(page, "confirmação da assinatura");
  await expectNoApiJargon(page, "confirmação da assinatura");

  const moved = await waitForStatus(request, operation.token, operation.id, ["SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
  expect(moved.history.some((entry) => entry.from === "Signatures" && entry.to === "SignaturesValidation")).toBe(true);
  const signer = await partnerSigner(request, operation);
  expect(signer).toMatchObject({ status: "Signed", documentSha256: code, signedAt: expect.stringMatching(/Z$/) });
  expect(JSON.stringify(signer)).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|::1/);

  // Back to the link: the confirmation again, never a second signature.
  await page.goto(operation.url);
  await expect(page).toHaveURL(`${operation.url}/confirmacao`);
});

test("on a phone (390 px): nothing wider than the screen; without JavaScript the form still refuses without consent, then signs", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const operation = await operationInSignatures(request, "fgts");
  const phone = { viewport: { width: 390, height: 844 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" };

  const withScript = await browser.newContext(phone);
  const page = await withScript.newPage();
  await page.goto(operation.url);
  await expect(page.getByRole("heading", { level: 2, name: "6. Garantia" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Saques-aniversário alienados ao credor" }).getByRole("row")).toHaveCount(1 + 3 + 1);
  await expectNoHorizontalOverflow(page, 390);
  await page.getByText("Não concorda com os termos? Recusar a assinatura").click();
  await expect(page.locator("#form-recusar")).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  await expectThumbSizedTargets(page, "página de assinatura (390 px)");
  await expectAccessible(page, "página de assinatura a 390 px");
  const code = await verificationCodeOn(page);
  await withScript.close();

  const withoutScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const plain = await withoutScript.newPage();
  await plain.goto(operation.url);
  const form = plain.locator("#form-assinar");
  await form.getByLabel(/os 3 primeiros dígitos do seu CPF/).fill(operation.cpf.slice(0, 3));
  await form.getByRole("button", { name: "Assinar contrato" }).click();
  await plain.waitForURL(/acao=assinar&erro=consent-missing/);
  await expect(plain.locator("#form-assinar").getByText("Marque “Li e concordo” para assinar: a assinatura só vale com a sua concordância expressa.").last()).toBeVisible();
  await expect(plain.locator("#form-assinar").getByLabel("Li e concordo com os termos desta Cédula de Crédito Bancário")).toHaveAttribute("aria-invalid", "true");
  await expectNoHorizontalOverflow(plain, 390);
  expect((await partnerSigner(request, operation)).status).toBe("Pending");

  await consentAndSign(plain, operation.cpf);
  await plain.waitForURL(`${operation.url}/confirmacao`);
  await expect(plain.getByRole("heading", { level: 1, name: "Contrato assinado" })).toBeVisible();
  expect(await verificationCodeOn(plain)).toBe(code);
  await expect(plain.getByText(/a primeira parcela é paga com o saque de/)).toBeVisible();
  await expectNoHorizontalOverflow(plain, 390);
  await withoutScript.close();

  await waitForStatus(request, operation.token, operation.id, ["SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
});

test("the borrower refuses with a reason: the receipt says so and the operation is canceled", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const operation = await operationInSignatures(request, "payroll");
  await page.goto(operation.url);
  await page.getByText("Não concorda com os termos? Recusar a assinatura").click();
  const form = page.locator("#form-recusar");
  await form.getByLabel("Motivo da recusa (opcional)").fill("A taxa não é a que me ofereceram");
  await form.getByLabel(/os 3 primeiros dígitos do seu CPF/).fill(operation.cpf.slice(0, 3));
  await form.getByRole("button", { name: "Recusar assinatura" }).click();

  await page.waitForURL(`${operation.url}/confirmacao`);
  await expect(page.getByRole("heading", { level: 1, name: "Assinatura recusada" })).toBeVisible();
  await expect(page.getByText("A taxa não é a que me ofereceram")).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  await expectAccessible(page, "recusa registrada");
  await expectNoApiJargon(page, "recusa registrada");

  const canceled = await waitForStatus(request, operation.token, operation.id, ["Canceled"]);
  expect(canceled.history.at(-1)).toMatchObject({ from: "Signatures", to: "Canceled", reason: expect.stringContaining("A taxa não é a que me ofereceram") });
});
