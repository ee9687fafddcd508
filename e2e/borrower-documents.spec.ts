import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { consentAndSign, expectNoHorizontalOverflow, operationInSignatures, verificationCodeOn } from "./support/signature";

/**
 * The borrower's documents in a browser: on a phone, the signed CCB downloaded from the confirmation; the public
 * verification page with that code (authentic) and with a changed one (unknown), checked with axe.
 */
test("on a phone (390 px) the borrower signs, downloads the signed CCB, and its code verifies on /verificar", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const operation = await operationInSignatures(request, "payroll");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo", acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(operation.url);
  await expect(page.getByRole("link", { name: "Baixar a minuta (PDF)" })).toBeVisible();
  await consentAndSign(page, operation.cpf);
  await page.waitForURL(`${operation.url}/confirmacao`);
  const code = await verificationCodeOn(page);

  const link = page.getByRole("link", { name: "Baixar a CCB assinada (PDF)" });
  await expect(link).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^ccb-CN\d+-assinada\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.goto("/verificar");
  await expectAccessible(page, "verificação (vazia) a 390 px");
  await page.getByLabel("Código de verificação").fill(code.toUpperCase().replace(/(.{4})/g, "$1 ").trim());
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("status")).toContainText("Documento autêntico");
  await expect(page.getByText(`CPF ***.${operation.cpf.slice(3, 6)}.${operation.cpf.slice(6, 9)}-**`)).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  await expectAccessible(page, "documento autêntico");

  const changed = `${code.slice(0, 63)}${code.endsWith("0") ? "1" : "0"}`;
  await page.getByLabel("Código de verificação").fill(changed);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nenhum documento assinado tem este código" })).toBeVisible();
  await expectAccessible(page, "código desconhecido");
  await context.close();
});
