import { expect, type Locator, type Page } from "@playwright/test";

/** The demo operators' password (lib/portal/seed/demo-portal.ts), as printed by `npm start`. */
export const DEMO_PASSWORD = "portal-demo-2026";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

export async function signInAndWait(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password);
  // The home page greets the operator by name ("Bom dia, Carla"). The password check is scrypt: on a loaded machine
  // the first sign-in of a run took more than the default 5 s.
  await expect(page.getByRole("heading", { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), / })).toBeVisible({ timeout: 30_000 });
}

/** Fails the test on any Content-Security-Policy violation the page reports. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The sign-in form's refusal message (Next's route announcer is an empty alert outside <main>). */
export function refusal(page: Page): Locator {
  return page.getByRole("main").getByRole("alert");
}
