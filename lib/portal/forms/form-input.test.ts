import { describe, expect, test } from "vitest";
import { z } from "zod";
import { formInput } from "./form-input";

const factory = (max: number) => z.object({ amount: z.number().max(max) });

describe("formInput", () => {
  test("takes a form as it is (the factory parses it later), whatever its values", () => {
    expect(formInput(factory).parse({ amount: 10 ** 9 })).toEqual({ amount: 10 ** 9 });
  });

  test("refuses what is not a small form: a list, a text, too many fields, a long field name", () => {
    const schema = formInput(factory);
    expect(schema.safeParse([1]).success).toBe(false);
    expect(schema.safeParse("amount=1").success).toBe(false);
    expect(schema.safeParse(Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`f${index}`, 1]))).success).toBe(false);
    expect(schema.safeParse({ ["x".repeat(41)]: 1 }).success).toBe(false);
    expect(schema.safeParse(Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}`, 1]))).success).toBe(true);
  });
});
