import { describe, expect, test } from "vitest";
import { readTypedValues, typedValuesOfStep } from "./typed-values-read";

describe("typed values kept on a draft", () => {
  test("are read per step and form; anything else stored there is ignored", () => {
    const typed = readTypedValues({ borrower: {}, typed: { "operacao:operacao": { warrantyType: "RegistryEmployeeRefinance" }, "simulacao:fgts": { requestedAmount: 30_000 }, broken: "x", list: [1] } });
    expect(typedValuesOfStep(typed, "operacao")).toEqual({ operacao: { warrantyType: "RegistryEmployeeRefinance" } });
    expect(typedValuesOfStep(typed, "simulacao")).toEqual({ fgts: { requestedAmount: 30_000 } });
    expect(typedValuesOfStep(typed, "proposta")).toEqual({});
    expect(readTypedValues({})).toEqual({});
    expect(readTypedValues(null)).toEqual({});
  });
});
