import { expect, test } from "vitest";
import { productionStartProblems } from "./production-checks";

const valid = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app@db:5432/credito",
  AUTH_SECRET: "a".repeat(32),
  PORTAL_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
} as NodeJS.ProcessEnv;

test("a production process with a database and both secrets starts", () => {
  expect(productionStartProblems(valid)).toEqual([]);
});

test("production refuses a missing database, a missing secret and a malformed key, each named", () => {
  const problems = productionStartProblems({ ...valid, DATABASE_URL: "", AUTH_SECRET: undefined, PORTAL_ENCRYPTION_KEY: "c2hvcnQ=" });
  expect(problems).toHaveLength(3);
  expect(problems.join("\n")).toMatch(/DATABASE_URL/);
  expect(problems.join("\n")).toMatch(/AUTH_SECRET/);
  expect(problems.join("\n")).toMatch(/PORTAL_ENCRYPTION_KEY/);
});

test("outside production nothing is required (development and the tests generate what they need)", () => {
  expect(productionStartProblems({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toEqual([]);
});
