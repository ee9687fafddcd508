import { describe, expect, it } from "vitest";
import { isValidCnpj, isValidCpf } from "@/lib/contract/tax-ids";
import { createPrng } from "./prng";
import { cnpjFromBase, cpfFromBase } from "./tax-id-generator";

describe("tax id generator", () => {
  it("computes the check digits of known ids", () => {
    expect(cpfFromBase("123456789")).toBe("12345678909");
    expect(cnpjFromBase("112223330001")).toBe("11222333000181");
  });

  it("always yields ids that pass the contract's validation", () => {
    const prng = createPrng(99);
    for (let i = 0; i < 2000; i++) {
      expect(isValidCpf(cpfFromBase(String(prng.int(100_000_000, 999_999_999))))).toBe(true);
      expect(isValidCnpj(cnpjFromBase(`${prng.int(10_000_000, 99_999_999)}0001`))).toBe(true);
    }
  });

  it("refuses bases of the wrong length", () => {
    expect(() => cpfFromBase("12345678")).toThrow();
    expect(() => cnpjFromBase("1122233300011")).toThrow();
  });
});
