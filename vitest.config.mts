import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL(".", import.meta.url)),
  // The marker package throws outside React Server Components; Vitest runs plain Node.
  "server-only": fileURLToPath(new URL("./test/support/server-only.ts", import.meta.url)),
};

// Two projects: pure unit tests, and integration tests that get a real PostgreSQL and the real HTTP server
// (see test/integration/global-setup.ts). `npm run test:unit` / `npm run test:integration` pick one.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts", "e2e/support/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude: ["node_modules/**"],
          environment: "node",
          globalSetup: ["test/integration/global-setup.ts"],
          // lib functions some tests call in-process would log every step; the server's logs are off too.
          env: { LOG_LEVEL: "warn" },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
