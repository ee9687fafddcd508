import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.TEST_PORT ?? 3100);

// One id per run, set by the runner's process and inherited by its workers (they load this file too): state the
// specs share across worker restarts (e.g. registry workers already taken) is keyed by it.
process.env.E2E_RUN_ID ??= `${port}-${Date.now()}`;

// Browsers cannot be downloaded on these machines: Debian's Chromium (/usr/bin/chromium) is used instead.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  // e2e/support holds unit tests of the specs' helpers (Vitest runs them); Playwright takes only the specs.
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx scripts/serve-test.ts",
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { TEST_PORT: String(port) },
  },
});
