import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { createExternalOperation } from "./support/credit-api";
import { signInAndWait, watchCspViolations } from "./support/portal";
import { expectNoHorizontalOverflow } from "./support/signature";

/*
 * The managers' pipeline boards in Chromium against the real server: an operation another channel creates at
 * Norte · Manaus is submitted and returned for warranty revision by the pipeline; the tracker (every 2 s in the
 * e2e system) records its history, and a manager finds it on the boards through the filters, a figure's list,
 * the returns by reason and the CSV export.
 */
test.describe.configure({ timeout: 150_000 });

function figure(page: Page, label: string) {
  return page.getByRole("list", { name: "Números do período" }).getByRole("link", { name: new RegExp(`^${label}`) });
}

test("a manager filters a period, a branch and a product, reads the figures, drills down and exports the operations", async ({ page, request }) => {
  const violations = watchCspViolations(page);
  const operation = await createExternalOperation(request, "norte");
  await operation.submit();

  await signInAndWait(page, "gestor@portal.demo");
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Painel gerencial" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Painel gerencial" })).toBeVisible();

  const filters = page.getByRole("region", { name: "Filtros" });
  await filters.getByRole("link", { name: "Últimos 30 dias" }).click();
  await expect(filters.getByRole("link", { name: "Últimos 30 dias" })).toHaveAttribute("aria-current", "true");
  await filters.getByLabel("Agência").selectOption({ label: "Norte · Manaus" });
  await filters.getByLabel("Produto").selectOption({ label: "Consignado privado" });
  await filters.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/product=payroll/);
  await expect(page).toHaveURL(/branch=[0-9a-f-]{36}/);

  // The pipeline returns the operation to warranty revision in seconds; the tracker records it on its next scan.
  const returns = page.getByRole("region", { name: "Devoluções e recusas por status e motivo" });
  await expect(async () => {
    await page.reload();
    await expect(returns.getByRole("rowheader", { name: "Revisão da garantia" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // The branch's originations: the card, the branch's row and the list behind the card agree.
  const created = Number((await figure(page, "Originadas").locator("p").nth(1).innerText()).replace(/\./g, ""));
  expect(created).toBeGreaterThanOrEqual(1);
  const branches = page.getByRole("region", { name: "Por agência: originação, conversão e situação atual" });
  await expect(branches.getByRole("rowheader")).toHaveText(["Norte · Manaus"]);
  await expect(branches.getByRole("row", { name: /Norte · Manaus/ }).getByRole("link").first()).toContainText(String(created));

  await figure(page, "Originadas").click();
  const list = page.getByRole("region", { name: /^Operações: Originadas no período/ });
  await expect(list).toBeVisible();
  await expect(page.locator("#operacoes")).toContainText(`${created} ${created === 1 ? "operação" : "operações"}`);
  await expect(list.getByRole("link", { name: operation.creditNoteNo })).toBeVisible();
  // Other operations of the branch (other specs, the demo portfolio) may have filled the returns table before this
  // one's return was recorded: wait for this operation's own status.
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole("row", { name: new RegExp(operation.creditNoteNo) })).toContainText("Revisão da garantia", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(list.getByRole("row", { name: new RegExp(operation.creditNoteNo) })).toContainText("R$ 2.500,00");

  // Export what the list shows and read the file Excel would open.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Exportar operações/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^painel-gerencial-operacoes-created-\d{8}-\d{4}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^Originadas no período · período .*Consignado privado.*Norte · Manaus/);
  expect(lines[1]).toBe(
    "Operação;Id;Produto;Status atual;No status desde (Brasília);Criada em (Brasília);Valor (R$);CPF do tomador (mascarado);Correspondente;Agência;Operador;Data do evento (Brasília);Duração (horas);Motivo",
  );
  expect(lines).toHaveLength(created + 2);
  const row = lines.find((line) => line.startsWith(`${operation.creditNoteNo};`))!;
  expect(row.split(";").slice(1, 4)).toEqual([operation.id, "Consignado privado", "Revisão da garantia"]);
  expect(row.split(";")[6]).toBe("2500,00");
  expect(row.split(";")[9]).toBe("Norte · Manaus");

  // Where it stopped, and why: the returns by reason open the events with the history's reason.
  // The endorsement found no margin for this borrower: the reason is recognised and grouped.
  await expect(returns.getByRole("rowheader", { name: "Parcela acima da margem livre" })).toBeVisible();
  await returns.getByRole("row", { name: /Revisão da garantia/ }).first().getByRole("link").click();
  const returned = page.getByRole("region", { name: /^Operações: .*Revisão da garantia/ });
  await expect(returned.getByRole("row", { name: new RegExp(operation.creditNoteNo) })).toContainText(/acima da margem livre atual/);

  await expectAccessible(page, "painel gerencial com a lista de uma devolução");
  expect(violations).toEqual([]);

  // On a phone: nothing wider than the screen; the tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Painel gerencial" })).toBeVisible();
  await expect(figure(page, "Originadas")).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  await page.getByRole("button", { name: /Datas e filtros \(2\)/ }).click();
  await expect(filters.getByLabel("Agência")).toBeVisible();
  await expectNoHorizontalOverflow(page, 390);
  await expectAccessible(page, "painel gerencial no celular");
});
