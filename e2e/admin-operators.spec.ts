import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn, signInAndWait, watchCspViolations } from "./support/portal";

test("a manager administers an operator through the UI and revokes its session", async ({ page, browser }) => {
  const violations = watchCspViolations(page);
  await signInAndWait(page, "gestor@portal.demo");
  await page.goto("/admin/operators");
  await page.getByRole("link", { name: "Novo operador" }).click();
  await expect(page).toHaveURL(/\/admin\/operators\/new$/);

  await page.getByRole("button", { name: "Criar operador" }).click();
  await expect(page.getByText("Informe o nome (ao menos 2 caracteres).")).toBeVisible();
  await expect(page.getByText("Informe o e-mail.")).toBeVisible();

  const email = `smoke.${randomUUID().slice(0, 8)}@portal.test`;
  await page.getByLabel("Nome").fill("Sônia Smoke");
  await page.getByLabel("E-mail (usado para entrar)").fill(email.toUpperCase());
  await page.getByLabel("Perfil").selectOption("officer");
  await page.getByLabel("Senha inicial").fill(`x-${email.split("@")[0]}-x`);
  await page.getByRole("button", { name: "Criar operador" }).click();
  await expect(page.getByText("Correspondentes e agentes de crédito precisam de uma agência.")).toBeVisible();
  await expect(page.getByText("A senha não pode conter a parte do e-mail antes do @.")).toBeVisible();
  await page.getByLabel("Agência").selectOption({ label: "Centro · Sé (Correspondente Demo Centro)" });
  await page.getByLabel("Senha inicial").fill("senha-de-teste-forte");
  await page.getByRole("button", { name: "mostrar" }).click();
  await expect(page.getByLabel("Senha inicial")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Criar operador" }).click();
  await expect(page).toHaveURL(/\/admin\/operators\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sônia Smoke" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const detailsUrl = page.url();

  // Duplicate
  await page.goto("/admin/operators/new");
  await page.getByLabel("Nome").fill("Outra");
  await page.getByLabel("E-mail (usado para entrar)").fill(email);
  await page.getByLabel("Perfil").selectOption("desk");
  await page.getByLabel("Senha inicial").fill("senha-de-teste-forte");
  await page.getByRole("button", { name: "Criar operador" }).click();
  await expect(page.locator("#novo-email-erro")).toHaveText("Já existe um operador com este e-mail.");
  await expect(page.getByText("Já existe um operador com este e-mail.")).toHaveCount(1);

  // The new operator signs in elsewhere; the manager sees and revokes that session.
  const other = await browser.newContext();
  const operatorPage = await other.newPage();
  await signInAndWait(operatorPage, email, "senha-de-teste-forte");
  await page.goto(detailsUrl);
  await expect(page.getByRole("heading", { name: "Sessões abertas (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Revogar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sessões abertas (0)" })).toBeVisible();
  await operatorPage.goto("/");
  await expect(operatorPage).toHaveURL(/\/login\?motivo=sessao-encerrada$/);
  await expect(operatorPage.getByRole("status")).toContainText("um gestor encerrou o acesso");

  // Role and branch
  await page.getByLabel("Perfil").selectOption("desk");
  await expect(page.locator("#alterar-agencia")).toHaveCount(0);
  await page.getByRole("button", { name: "Salvar perfil e agência" }).click();
  await expect(page.getByText("Perfil e agência salvos.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Mesa de crédito" })).toBeVisible();

  // Reset password
  await page.getByLabel("Nova senha").fill("curta");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("A senha precisa de ao menos 12 caracteres.")).toBeVisible();
  await page.getByLabel("Nova senha").fill("outra-senha-boa-2026");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText(/Senha redefinida\. 0 sessão/)).toBeVisible();

  // Disable
  // The operator signs in once more before being disabled: its next page says access was disabled.
  await signInAndWait(operatorPage, email, "outra-senha-boa-2026");
  await page.getByRole("button", { name: "Desativar operador" }).click();
  const confirmation = page.getByRole("dialog", { name: /Desativar/ });
  await expect(confirmation).toContainText("Todas as sessões abertas terminam agora");
  await confirmation.getByRole("button", { name: "Desativar operador" }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole("button", { name: "Reativar operador" })).toBeVisible();
  await expect(page.getByText("desativado", { exact: true })).toBeVisible();
  await operatorPage.goto("/board");
  await expect(operatorPage).toHaveURL(/\/login\?motivo=acesso-desativado&callbackUrl=%2Fboard$/);
  await expect(operatorPage.getByRole("status")).toContainText("Seu acesso foi desativado por um gestor");
  await signIn(operatorPage, email, "outra-senha-boa-2026");
  await expect(operatorPage).toHaveURL(/\/login/);

  // Self protection
  await page.goto("/admin/operators?perfil=manager");
  await page.getByRole("link", { name: "Marcos Gestor", exact: true }).click();
  await expect(page.getByText("Você não pode desativar o seu próprio acesso; peça a outro gestor.")).toBeVisible();
  await page.getByLabel("Perfil").selectOption("desk");
  await page.getByRole("button", { name: "Salvar perfil e agência" }).click();
  await expect(page.locator("#alterar-perfil-erro")).toHaveText("Você não pode retirar o seu próprio perfil de gestor.");
  await expect(page.getByText("Você não pode retirar o seu próprio perfil de gestor.")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Revogar", exact: true })).toHaveCount(0);

  // Filters
  await page.goto("/admin/operators");
  await page.getByLabel("Situação").selectOption("disabled");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/situacao=disabled/);
  await expect(page.getByRole("link", { name: "Sônia Smoke" })).toBeVisible();
  expect(violations).toEqual([]);
  await other.close();
});
