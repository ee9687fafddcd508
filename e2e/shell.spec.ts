import { expect, test } from "@playwright/test";

test("the portal shell loads in pt-BR with its header, navigation and sign-in slot", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Crédito Parceiros/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Crédito Parceiros/ })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await expect(nav.getByRole("link", { name: "Início" })).toBeVisible();
  await expect(nav.getByText("Originar consignado")).toHaveAttribute("aria-disabled", "true");
  await expect(header.getByText("Entrar")).toBeVisible();

  await expect(page.getByRole("heading", { level: 1, name: "Portal de originação de crédito" })).toBeVisible();
});

test("the contract link opens the OpenAPI document", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.getByRole("link", { name: "/v1/openapi.json" }).getAttribute("href");
  expect(href).toBe("/v1/openapi.json");
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1\./);
});
