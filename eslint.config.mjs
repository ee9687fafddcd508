import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "dist/**", ".next-*/**", ".data/**", "node_modules/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      // Personal data must go through lib/log's masking logger, never straight to the console.
      "no-console": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The layers (#28): lib never imports app; the documentation server reads the contract, never the database nor the
    // credit API's client; components never import app (server actions live in lib/portal/<feature>/actions.ts).
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: "./app", message: "lib/ never imports app/: move what both need into lib/." },
            { target: "./lib/docs-server", from: ["./lib/db", "./lib/credit-client"], message: "The documentation server never reads the database nor calls the credit API: it documents the contract (lib/contract)." },
            { target: "./components", from: "./app", message: "components/ never import app/: server actions live beside their domain in lib/portal/<feature>/actions.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "e2e/**", "test/**", "prisma/**"],
    rules: { "no-console": "off" },
  },
];

export default config;
