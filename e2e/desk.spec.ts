import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { expectNoApiJargon } from "./support/jargon";
import { expectThumbSizedTargets } from "./support/tap-targets";
import { partnerApi } from "./support/desk";
import { signInAndWait, watchCspViolations } from "./support/portal";

async function openQueue(page: Page, path = "/desk"): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Fila de decisões" })).toBeVisible();
}

test("a desk operator returns an operation for revision with a reason, and the partner reads it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = watchCspViolations(page);
  const norte = await partnerApi(request, "norte");
  const operation = await norte.operationInManualWarranty(320_000);

  await signInAndWait(page, "mesa@portal.demo");
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Mesa de crédito" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fila de decisões" })).toBeVisible();
  await expectAccessible(page, "/desk");
  const row = page.locator(`tr[data-operation-id="${operation.id}"]`);
  await expect(row).toContainText("Correspondente Demo Norte");
  await expect(row).toContainText("R$ 3.200,00");
  await expect(row).toContainText("Averbação manual");

  await row.getByRole("link", { name: operation.creditNoteNo }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Operação ${operation.creditNoteNo}` })).toBeVisible();
  await expect(page.getByText(/^Averbação eletrônica não concluída/)).toBeVisible();
  await expectAccessible(page, "dossiê");
  await expectNoApiJargon(page, "dossiê");

  await page.getByRole("button", { name: "Devolver para correção" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Devolver para correção: operação ${operation.creditNoteNo}` })).toBeVisible();
  await expectAccessible(page, "confirmação da decisão");
  // The reason is required: nothing is sent without it.
  await dialog.getByRole("button", { name: "Devolver", exact: true }).click();
  await expect(dialog.getByText(/Descreva o motivo, de 10 a 1\.000 caracteres/)).toBeVisible();
  await expect(dialog.getByLabel("Motivo (obrigatório)")).toBeFocused();
  expect((await norte.get(operation.id)).status).toBe("ManualWarranty");

  const reason = "Matrícula da garantia não confere com o holerite enviado; corrija e reenvie.";
  await dialog.getByLabel("Motivo (obrigatório)").fill(reason);
  await dialog.getByRole("button", { name: "Devolver", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Operação devolvida para correção." })).toBeVisible();
  await expect(page.locator("#situacao-titulo").locator("xpath=ancestor::section[1]").getByText("Devolvida para correção").first()).toBeVisible();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(page.getByText("Nenhuma decisão da mesa se aplica à operação neste status.")).toBeVisible();

  // The partner sees it in the credit API: status and the desk's reason in the history.
  const seen = await norte.get(operation.id);
  expect(seen.status).toBe("Revision");
  expect(seen.history.at(-1)).toEqual(expect.objectContaining({ from: "ManualWarranty", to: "Revision", actor: "Desk", reason }));
  expect(violations).toEqual([]);

  // And on its board: the branch's correspondent finds it returned, opens it and reads the desk's reason.
  await page.context().clearCookies();
  await signInAndWait(page, "correspondente@norte.demo");
  await page.goto("/board");
  const boardRow = page.locator(`a[href="/operations/${operation.id}"]`);
  await expect(boardRow).toHaveAttribute("data-status", "Revision", { timeout: 45_000 });
  await boardRow.click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(operation.creditNoteNo) })).toBeVisible();
  await expect(page.getByText(reason, { exact: true }).first()).toBeVisible();
});

test("a decision on several operations: the one the partner canceled meanwhile is shown as failed and retried alone", async ({ page, request }) => {
  const norte = await partnerApi(request, "norte");
  const [first, second, third] = await norte.operationsInManualWarranty([210_000, 220_000, 230_000]);

  await signInAndWait(page, "mesa@portal.demo");
  await openQueue(page, "/desk?status=ManualWarranty");
  await expect(page.getByRole("link", { name: /Averbação manual/, exact: false }).first()).toHaveAttribute("aria-current", "page");
  const bar = page.getByRole("region", { name: "Decisão sobre as selecionadas" });
  await expect(bar.getByRole("button", { name: "Concluir etapa manual" })).toBeDisabled();
  for (const operation of [first, second, third]) await page.getByRole("checkbox", { name: `Selecionar a operação ${operation.creditNoteNo}` }).check();
  await expect(bar.getByRole("status")).toHaveText("3 operações selecionadas");

  // While the desk was selecting, the partner canceled the second one.
  expect((await norte.cancel(second.id, "Cliente desistiu")).status).toBe(200);

  await bar.getByRole("button", { name: "Concluir etapa manual" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${first.creditNoteNo}, ${second.creditNoteNo}, ${third.creditNoteNo}`);
  const reason = "Averbação confirmada por telefone com o RH do empregador.";
  await dialog.getByLabel("Motivo (obrigatório)").fill(reason);
  await dialog.getByRole("button", { name: "Concluir 3 operações" }).click();

  const outcome = page.getByRole("alert").filter({ hasText: "2 de 3 com a etapa manual concluída; 1 falhou." });
  await expect(outcome).toBeVisible();
  const results = outcome.getByRole("list", { name: "Resultado por operação" });
  await expect(results.locator('[data-outcome="done"]')).toHaveCount(2);
  const failed = results.locator('[data-outcome="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(second.creditNoteNo);
  await expect(failed).toContainText("falhou:");
  await expectAccessible(page, "resultado com uma falha");

  // The two done moved on with the desk's reason; the canceled one has no desk decision.
  for (const done of [first, third]) {
    const note = await norte.get(done.id);
    expect(note.status).not.toBe("ManualWarranty");
    expect(note.history.find((entry) => entry.actor === "Desk")).toEqual(expect.objectContaining({ from: "ManualWarranty", to: "InstrumentApproval", reason }));
  }

  // Retry only the failed one: the same decision and reason, one operation; it fails again, as failed.
  await outcome.getByRole("button", { name: "Tentar de novo a que falhou" }).click();
  await expect(dialog.getByRole("heading", { name: `Concluir etapa manual: operação ${second.creditNoteNo}` })).toBeVisible();
  await expect(dialog.getByLabel("Motivo (obrigatório)")).toHaveValue(reason);
  await dialog.getByRole("button", { name: "Concluir", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "0 de 1 com a etapa manual concluída; 1 falhou." })).toBeVisible();
  const canceled = await norte.waitFor(second.id, "Canceled");
  expect(canceled.history.some((entry) => entry.actor === "Desk")).toBe(false);
});

test("the queue and the dossier at 390 px: cards instead of the table, nothing wider than the screen", async ({ page, request }) => {
  const norte = await partnerApi(request, "norte");
  const operation = await norte.operationInManualWarranty(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, "mesa@portal.demo");
  await openQueue(page, "/desk?status=ManualWarranty");
  const card = page.locator(`li[data-operation-id="${operation.id}"]`);
  await expect(card).toBeVisible();
  await expect(page.locator("table")).toBeHidden();
  await card.getByRole("checkbox", { name: `Selecionar a operação ${operation.creditNoteNo}` }).check();
  await expect(page.getByRole("region", { name: "Decisão sobre as selecionadas" }).getByRole("button", { name: "Concluir etapa manual" })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "/desk a 390 px");
  await expectThumbSizedTargets(page, "/desk a 390 px");

  await card.getByRole("link", { name: operation.creditNoteNo }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Operação ${operation.creditNoteNo}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "dossiê a 390 px");
  await expectThumbSizedTargets(page, "dossiê a 390 px");
});

test("the desk console is the desk's alone", async ({ page }) => {
  await signInAndWait(page, "gestor@portal.demo");
  await expect(page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Mesa de crédito" })).toHaveCount(0);
  const response = await page.goto("/desk");
  expect(response?.status()).toBe(403);
});
