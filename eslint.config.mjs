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
    files: ["scripts/**", "bench/**", "e2e/**", "test/**", "prisma/**"],
    rules: { "no-console": "off" },
  },
];

export default config;
