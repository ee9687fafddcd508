import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { AmortizationPlan, WarrantyItem } from "@/lib/contract";
import { cents } from "@/lib/money";
import {
  buildInstrument,
  canonicalInstrumentText,
  canonicalJson,
  documentSha256,
  INSTRUMENT_VERSION,
  sealInstrument,
  twoDecimals,
  verificationCodeGroups,
  type InstrumentFacts,
} from "./instrument";

const CPF = "52998224725";
const ACCOUNT_ID = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

/** The same value with the keys of every object in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, entry]) => [key, reversedKeys(entry)]));
}

function plan(overrides: Partial<AmortizationPlan> = {}): AmortizationPlan {
  const installment = (number: number, dueDate: string, principal: number, interest: number, balance: number) => ({
    number,
    dueDate,
    paymentInCents: cents(principal + interest),
    principalInCents: principal,
    interestInCents: cents(interest),
    balanceInCents: cents(balance),
  });
  return {
    id: "7d9f1b2c-3e4a-4f5b-9c6d-1e2f3a4b5c6d",
    productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
    amortizationType: "price",
    requestedAmount: cents(300_000),
    liquidAmountInCents: cents(288_512),
    iofAmountInCents: cents(11_488),
    issuanceCostInCents: cents(0),
    totalPaymentInCents: cents(316_323),
    apr: 1.8,
    yearlyRate: 23.87205,
    cet: { monthly: 2.34567, yearly: 32.005 },
    firstPaymentDate: "2026-12-07T00:00:00Z",
    installments: [
      installment(1, "2026-12-07T00:00:00Z", 99_995, 5_400, 200_005),
      installment(2, "2027-01-07T00:00:00Z", 101_795, 3_600, 98_210),
      installment(3, "2027-02-07T00:00:00Z", 98_210, 1_323, 0),
    ],
    ...overrides,
  } as AmortizationPlan;
}

function warranty(overrides: Partial<WarrantyItem> = {}): WarrantyItem {
  return {
    warrantyType: "RegistryEmployee",
    registry_EmployeeCode: "000123",
    registry_EmployerRegistrationCode: 4567,
    registry_EmployerName: "Empresa Exemplo Ltda",
    registry_EmployerRegistrationNumber: "11222333000181",
    registry_DiscountStartPeriod: "2027-01-01",
    registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
    totalValue: 1500.5,
    ...overrides,
  } as WarrantyItem;
}

function facts(overrides: Partial<InstrumentFacts> = {}): InstrumentFacts {
  return {
    operationId: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f",
    creditNoteNo: "CN00000042",
    emissionDate: new Date("2026-11-22T15:00:00Z"),
    creditor: { name: "Crédito Parceiros Sociedade de Crédito Direto S.A.", registrationNumber: "52917436000178" },
    correspondent: { name: "Correspondente Demo Centro", registrationNumber: "11222333000181" },
    borrower: { name: "  Maria Exemplo da Silva ", registrationNumber: CPF },
    product: { id: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", name: "Consignado Privado (Price)", calculationModel: "price" },
    plan: plan(),
    warranty: [warranty()],
    account: { id: ACCOUNT_ID, bankCode: "001", agency: "1234", agencyDigit: null, accountNumber: "98765", accountDigit: "4", accountType: "Checking" },
    ...overrides,
  };
}

describe("canonical JSON", () => {
  test("sorts the keys of every object, keeps list order, writes no white space", () => {
    expect(canonicalJson({ b: 1, a: [{ d: "x", c: true }, null], "á": "é" })).toBe('{"a":[{"c":true,"d":"x"},null],"b":1,"á":"é"}');
  });

  test("the same values in another key order give the same text", () => {
    expect(canonicalJson({ x: { b: 2, a: 1 }, y: 3 })).toBe(canonicalJson({ y: 3, x: { a: 1, b: 2 } }));
  });

  test("escapes strings as JSON does (quotes, backslashes, line breaks)", () => {
    expect(canonicalJson({ text: 'a "b"\\\n' })).toBe('{"text":"a \\"b\\"\\\\\\n"}');
  });

  test.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s: only safe integers are numbers", (value) => {
    expect(() => canonicalJson({ value })).toThrow(/safe integer/);
  });

  test("refuses undefined, functions and symbols instead of dropping them", () => {
    expect(() => canonicalJson({ value: undefined })).toThrow(/undefined/);
    expect(() => canonicalJson({ value: () => 1 })).toThrow(/not a value/);
  });
});

describe("the instrument", () => {
  const instrument = buildInstrument(facts());
  const text = canonicalInstrumentText(instrument);

  test("carries the terms as the API holds them, in cents, with the version", () => {
    expect(instrument).toMatchObject({
      version: INSTRUMENT_VERSION,
      number: "CN00000042",
      issueDate: "2026-11-22",
      borrower: { name: "Maria Exemplo da Silva" },
      product: { model: "price" },
      amounts: { contractedInCents: 300_000, releasedInCents: 288_512, iofInCents: 11_488, issuanceCostInCents: 0, totalPaymentInCents: 316_323 },
      plan: { periodicity: "monthly", firstDueDate: "2026-12-07" },
    });
    expect(instrument.plan.installments).toHaveLength(3);
  });

  test("never holds the whole CPF nor the whole account number: the hash cannot be searched for them", () => {
    expect(instrument.borrower.cpf).toBe("***.982.247-**");
    expect(instrument.settlementAccount.account).toBe("****5-4");
    expect(text).not.toContain(CPF);
    expect(text).not.toContain(CPF.slice(0, 3) + ".");
    expect(text).not.toContain("98765");
  });

  test("rates have the two decimals the page shows (CET per Res. CMN 4.881/2020)", () => {
    expect(instrument.rates).toEqual({ interestMonthly: "1.80", interestYearly: "23.87", cetMonthly: "2.35", cetYearly: "32.01" });
    expect(twoDecimals(0.005)).toBe("0.01");
    expect(twoDecimals(3)).toBe("3.00");
  });

  test("due dates are the contract's civil dates, not the instant in Brasília (the evening before)", () => {
    expect(instrument.plan.installments.map((installment) => installment.dueDate)).toEqual(["2026-12-07", "2027-01-07", "2027-02-07"]);
  });

  test("payroll collateral: each employer once, with its earliest discount competence", () => {
    const two = buildInstrument(
      facts({ warranty: [warranty({ registry_DiscountStartPeriod: "2027-02-01" }), warranty({ registry_DiscountStartPeriod: "2027-01-01" })] }),
    );
    expect(two.collateral).toEqual({
      kind: "payroll",
      employers: [{ name: "Empresa Exemplo Ltda", registrationNumber: "11222333000181", discountStartCompetence: "2027-01-01" }],
    });
    expect(two.clauses.find((clause) => clause.id === "pagamento")?.text).toContain("a partir da competência de janeiro de 2027");
  });

  test("FGTS collateral: the birthday withdrawals pledged, one per annual installment", () => {
    const fgts = buildInstrument(
      facts({
        product: { id: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03", name: "Antecipação do Saque-Aniversário FGTS", calculationModel: "fgts" },
        plan: plan({ amortizationType: "fgts" }),
        warranty: [],
      }),
    );
    expect(fgts.plan.periodicity).toBe("annual");
    expect(fgts.collateral).toEqual({
      kind: "fgts",
      withdrawals: [
        { number: 1, dueDate: "2026-12-07", amountInCents: 105_395 },
        { number: 2, dueDate: "2027-01-07", amountInCents: 105_395 },
        { number: 3, dueDate: "2027-02-07", amountInCents: 99_533 },
      ],
    });
    expect(fgts.clauses.find((clause) => clause.id === "pagamento")?.text).toMatch(/saques-aniversário.*alienação fiduciária/);
  });

  test("states the conditions: withdrawal in 7 days as information (CDC art. 49), early settlement, refusal, what is recorded", () => {
    const byId = Object.fromEntries(instrument.clauses.map((clause) => [clause.id, clause.text]));
    expect(byId.arrependimento).toMatch(/art\. 49\).*7 \(sete\) dias/);
    expect(byId.arrependimento).toContain("Correspondente Demo Centro");
    expect(byId["liquidacao-antecipada"]).toContain("art. 52, § 2º");
    expect(byId.recusa).toBeDefined();
    expect(byId.registro).toMatch(/endereço de rede \(IP\).*navegador.*código de verificação/);
    expect(instrument.declaration).toContain("CN00000042");
  });

  test("an unknown calculation model is a programming error, not an instrument", () => {
    expect(() => buildInstrument(facts({ product: { id: "x", name: "x", calculationModel: "consignado" } }))).toThrow(/calculation model/);
  });
});

describe("the verification code", () => {
  test("is the SHA-256 of the canonical text's UTF-8 bytes", () => {
    expect(documentSha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const { text, sha256 } = sealInstrument(buildInstrument(facts()));
    expect(sha256).toBe(createHash("sha256").update(Buffer.from(text, "utf8")).digest("hex"));
  });

  test("is the same for the same terms, whatever the order the facts came in", () => {
    const reordered = reversedKeys(facts()) as InstrumentFacts;
    expect(Object.keys(reordered)[0]).toBe("account");
    expect(sealInstrument(buildInstrument(reordered)).sha256).toBe(sealInstrument(buildInstrument(facts())).sha256);
  });

  test.each<[string, Partial<InstrumentFacts>]>([
    ["one cent of IOF", { plan: plan({ iofAmountInCents: cents(11_489) }) }],
    ["the CET's second decimal", { plan: plan({ cet: { monthly: 2.34567, yearly: 32.02 } }) }],
    ["a due date", { plan: plan({ firstPaymentDate: "2026-12-08T00:00:00Z" }) }],
    [
      "the settlement account, even one whose masked digits look the same",
      { account: { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", bankCode: "001", agency: "1234", agencyDigit: null, accountNumber: "98775", accountDigit: "4", accountType: "Checking" } },
    ],
    ["the borrower's name", { borrower: { name: "Maria Exemplo da Silva Santos", registrationNumber: CPF } }],
    ["the discount competence", { warranty: [warranty({ registry_DiscountStartPeriod: "2027-02-01" })] }],
  ])("changes when a term changes: %s", (_what, change) => {
    expect(sealInstrument(buildInstrument(facts(change))).sha256).not.toBe(sealInstrument(buildInstrument(facts())).sha256);
  });

  test("does not change with what the page does not show (the simulation id, a rate's third decimal)", () => {
    const same = sealInstrument(buildInstrument(facts({ plan: plan({ id: "00000000-0000-4000-8000-000000000000", apr: 1.8004 }) }))).sha256;
    expect(same).toBe(sealInstrument(buildInstrument(facts())).sha256);
  });

  test("is pinned for this version: a change to the instrument's content or serialization needs a new INSTRUMENT_VERSION", () => {
    // If this fails after editing instrument.ts or instrument-clauses.ts, bump INSTRUMENT_VERSION and update the digest.
    expect(INSTRUMENT_VERSION).toBe("ccb-1");
    expect(sealInstrument(buildInstrument(facts())).sha256).toBe("7d003f1486b22ad619eb5a8a3ad757c3067615ca8aa92b07bca992cac4c45949");
  });

  test("reads in 16 groups of 4 upper-case digits", () => {
    const groups = verificationCodeGroups("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(groups).toHaveLength(16);
    expect(groups[0]).toBe("BA78");
    expect(groups.join("")).toBe("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD");
  });
});
