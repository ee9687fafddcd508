import { expect, test } from "@playwright/test";
import { signInAndWait, watchCspViolations } from "./support/portal";

test("the portal shell loads in pt-BR with the operator's sections, and nothing breaks the CSP", async ({ page }) => {
  const violations = watchCspViolations(page);
  await signInAndWait(page, "gestor@portal.demo");
  await expect(page).toHaveTitle(/Crédito Parceiros/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Crédito Parceiros/ })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await expect(nav.getByRole("link", { name: "Início" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Auditoria" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: /Painel de operações/ })).toHaveAttribute("href", "/board");
  await expect(header.getByText("Marcos Gestor")).toBeVisible();
  expect(violations).toEqual([]);
});

test("a correspondent's menu has no manager sections", async ({ page }) => {
  await signInAndWait(page, "correspondente.se@centro.demo");
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await expect(nav.getByRole("link", { name: "Agências" })).toBeVisible();
  await expect(nav.getByText("Auditoria")).toHaveCount(0);
  await expect(nav.getByText("Operadores")).toHaveCount(0);
});

test("each role's home shows its work, not developer links", async ({ page }) => {
  await signInAndWait(page, "correspondente.se@centro.demo");
  await expect(page.getByRole("heading", { name: "Precisam de você" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Originações em andamento" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Originar consignado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "/v1/openapi.json" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sair" }).click();
  // Signing out is a POST and a redirect: going to /login before it lands would cancel it and find the session alive.
  await expect(page).toHaveURL(/\/login$/);

  await signInAndWait(page, "gestor@portal.demo");
  await expect(page.getByRole("heading", { name: "Esperando o parceiro" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Painel de operações" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Originar consignado" })).toHaveCount(0);
});

test("public pages (sign-in, documentation server status) render under the same CSP without violations", async ({ page }) => {
  const violations = watchCspViolations(page);
  const response = await page.goto("/mcp/status");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("x");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail inválido.")).toBeVisible();
  expect(violations).toEqual([]);
});
