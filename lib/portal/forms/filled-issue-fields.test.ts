import { describe, expect, test } from "vitest";
import { z } from "zod";
import { filledIssueFields } from "./filled-issue-fields";

const schema = z.object({
  amount: z.number().max(1000, { error: "Informe no máximo R$ 10,00." }),
  terms: z.array(z.number()).min(1),
  note: z.string().min(3),
});

function issuesOf(values: unknown) {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error("expected a failure");
  return filledIssueFields(parsed.error, values);
}

describe("filledIssueFields", () => {
  test("names the fields that hold a value the schema refuses", () => {
    expect(issuesOf({ amount: 5000, terms: [12], note: "ok!" })).toEqual(["amount"]);
  });

  test("says nothing of fields still empty: not done yet is not an error", () => {
    expect(issuesOf({ amount: null, terms: [], note: "" })).toEqual([]);
    expect(issuesOf({ amount: Number.NaN, terms: [12], note: "ok!" })).toEqual([]);
  });

  test("an issue inside an array or object names its top-level field once", () => {
    expect(issuesOf({ amount: 10, terms: ["x", "y"], note: "ab" }).sort()).toEqual(["note", "terms"]);
  });
});
