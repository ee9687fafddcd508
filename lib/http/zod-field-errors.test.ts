import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldPath, zodErrorToFieldErrors } from "./zod-field-errors";

describe("fieldPath", () => {
  it("joins keys with dots and indices with brackets", () => {
    expect(fieldPath(["amortization", "apr"])).toBe("amortization.apr");
    expect(fieldPath(["items", 0, "requestedAmount"])).toBe("items[0].requestedAmount");
    expect(fieldPath([0, "a"])).toBe("[0].a");
    expect(fieldPath([])).toBe("");
  });
});

describe("zodErrorToFieldErrors", () => {
  it("gives one { field, message } per issue, and one per unrecognised key", () => {
    const schema = z.strictObject({
      amortization: z.object({ apr: z.number().positive("A taxa mensal (%) deve ser maior que zero.") }),
      items: z.array(z.object({ amount: z.int() })),
    });
    const result = schema.safeParse({ amortization: { apr: 0 }, items: [{ amount: 1 }, { amount: 1.5 }], x: 1, y: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToFieldErrors(result.error)).toEqual([
      { field: "amortization.apr", message: "A taxa mensal (%) deve ser maior que zero." },
      { field: "items[1].amount", message: expect.any(String) },
      { field: "x", message: "Campo não reconhecido." },
      { field: "y", message: "Campo não reconhecido." },
    ]);
  });
});
