import { describe, expect, test } from "vitest";
import { amortizationSchema, priceSacAmortizationSchema, warrantyItemSchema, type AmortizationPlan } from "@/lib/contract";
import { warrantyItem } from "@/lib/contract/test-fixtures";
import { fgtsRow, priceRow } from "@/lib/credit/products/test-product-rows";
import { SANDBOX_CREDITOR } from "@/lib/credit/sandbox/creditor";
import { buildInstrument, sealInstrument, verificationCodeGroups, type Instrument } from "@/lib/credit/signatures/instrument";
import { computePlan } from "@/lib/credit/simulation/compute-plan";
import { toAmortizationPlan } from "@/lib/credit/simulation/to-amortization-plan";
import { brl, centsOf, pct, pdfLines } from "@/test/support/pdf-text";
import { DRAFT_MARK, renderCcbPdf } from "./ccb-pdf";
import { buildCetWorksheet } from "./cet-worksheet";
import { renderCetWorksheetPdf } from "./cet-worksheet-pdf";

const CORRESPONDENT = { name: "Correspondente Centro Ltda.", registrationNumber: "11222333000181" };
const START = "2026-05-04";

function pricePlan(): AmortizationPlan {
  const body = priceSacAmortizationSchema.parse({
    amortizationType: "price",
    requestedAmount: 500_000,
    apr: 2.2,
    numberOfPayments: 24,
    firstPaymentDate: "2026-06-07T00:00:00Z",
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: `${START}T00:00:00Z`,
  });
  const result = computePlan(priceRow(), body);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return toAmortizationPlan("7d9f1b2c-3e4a-4f5b-9c6d-1e2f3a4b5c6d", priceRow().id, result.plan);
}

function fgtsPlan(): AmortizationPlan {
  const body = amortizationSchema.parse({ amortizationType: "FGTS", requestedAmount: 90_000, termInMonths: 36, apr: 1.5, startDate: `${START}T00:00:00Z`, paymentMonth: "August" });
  const result = computePlan(fgtsRow(), body);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return toAmortizationPlan("8d9f1b2c-3e4a-4f5b-9c6d-1e2f3a4b5c6d", fgtsRow().id, result.plan);
}

function instrumentOf(plan: AmortizationPlan, model: "price" | "fgts"): Instrument {
  const warranty = [
    warrantyItemSchema.parse({
      ...warrantyItem(),
      registry_EmployerRegistrationNumber: "33000167000101",
      registry_EmployerName: "Indústria Exemplo S.A.",
      registry_DiscountStartPeriod: "2026-06-01",
    }),
  ];
  return buildInstrument({
    operationId: "5f0c2a1e-6b7d-4c8e-9f01-23456789abcd",
    creditNoteNo: "CN00000123",
    emissionDate: new Date(`${START}T13:00:00Z`),
    creditor: SANDBOX_CREDITOR,
    correspondent: CORRESPONDENT,
    borrower: { name: "Conceição Araújo Gonçalves", registrationNumber: "52998224725" },
    product: { id: plan.productId, name: model === "fgts" ? "Antecipação Saque-Aniversário FGTS" : "Consignado Privado Price", calculationModel: model },
    plan,
    warranty: model === "fgts" ? [] : warranty,
    account: { id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", bankCode: "001", agency: "1234", agencyDigit: null, accountNumber: "987654", accountDigit: "3", accountType: "Checking" },
  });
}

/** Days between two `dd/mm/yyyy` dates. */
function daysBetween(from: string, to: string): number {
  const parse = (text: string) => {
    const [day, month, year] = text.split("/").map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  };
  return Math.round((parse(to) - parse(from)) / 86_400_000);
}

/** The yearly IRR of the flows by plain bisection (independent of lib/finance's Newton solver). */
function bisectionIrr(released: number, payments: readonly { amount: number; days: number }[]): number {
  const presentValue = (rate: number) => payments.reduce((sum, payment) => sum + payment.amount / Math.pow(1 + rate, payment.days / 365), 0);
  let low = 0;
  let high = 100;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > released) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const FLOW_ROW = /^(\d+)(?: \(liberação\))? (\d{2}\/\d{2}\/\d{4}) (\d+) R\$\s?([\d.]+,\d{2}) R\$/;

describe.each([
  ["payroll (Price)", pricePlan, "price" as const],
  ["FGTS", fgtsPlan, "fgts" as const],
])("CET worksheet of a %s plan", { timeout: 30_000 }, (_, makePlan, model) => {
  const plan = makePlan();
  const worksheet = buildCetWorksheet({
    creditNoteNo: "CN00000123",
    creditor: SANDBOX_CREDITOR,
    correspondent: CORRESPONDENT,
    borrower: { name: "Conceição Araújo Gonçalves", cpf: "***.982.247-**" },
    productName: "Produto",
    model,
    startDate: START,
    plan,
  });

  test("the text lists the plan's figures, and its CET is the IRR of its own listed flows", async () => {
    const pages = await pdfLines(await renderCetWorksheetPdf(worksheet));
    const lines = pages.flat();
    const text = lines.join("\n");
    for (const amount of [plan.requestedAmount, plan.liquidAmountInCents, plan.iofAmountInCents, plan.issuanceCostInCents, plan.totalPaymentInCents]) {
      expect(text).toContain(brl(amount));
    }
    expect(text).toContain(`${pct(plan.apr)} ao mês · ${pct(plan.yearlyRate)} ao ano`);
    expect(text).toContain(`${pct(plan.cet.monthly)} ao mês · ${pct(plan.cet.yearly)} ao ano`);
    const rows = lines.map((line) => FLOW_ROW.exec(line)).filter((match) => match !== null);
    expect(rows).toHaveLength(plan.installments.length + 1);
    const [release, ...installments] = rows.map(([, number, date, days, amount]) => ({
      number: Number(number),
      date: date ?? "",
      days: Number(days),
      amount: centsOf(`R$ ${amount}`),
    }));
    expect(installments.map((row) => row.amount)).toEqual(plan.installments.map((installment) => installment.paymentInCents));
    for (const row of installments) expect(row.days).toBe(daysBetween(release?.date ?? "", row.date));
    const irr = bisectionIrr(release?.amount ?? 0, installments);
    expect(Math.round(irr * 10_000) / 100).toBe(plan.cet.yearly);
    expect(Math.round(Math.expm1(Math.log1p(irr) / 12) * 10_000) / 100).toBe(plan.cet.monthly);
    expect(pages.every((page, index) => page.some((line) => line.endsWith(`Página ${index + 1} de ${pages.length}`)))).toBe(true);
  });
});

describe("CCB", { timeout: 30_000 }, () => {
  const instrument = instrumentOf(pricePlan(), "price");
  const { sha256 } = sealInstrument(instrument);
  const code = verificationCodeGroups(sha256).join(" ");
  const signedAt = new Date("2026-05-04T17:21:09.123Z");
  const signed = {
    kind: "signed" as const,
    instrument,
    documentSha256: sha256,
    verifyUrl: "https://credito.example/verificar",
    signatures: [{ name: instrument.borrower.name, roleName: "Tomador", cpf: instrument.borrower.cpf, signedAt, clientNetwork: "203.0.113.0/24", documentSha256: sha256 }],
  };

  test("a draft says so on every page, with the code, and shows the masked CPF and account only", async () => {
    const pages = await pdfLines(await renderCcbPdf({ kind: "draft", instrument, documentSha256: sha256, verifyUrl: "https://credito.example/verificar", createdAt: signedAt }));
    for (const page of pages) {
      expect(page.join(" ")).toContain(DRAFT_MARK);
      expect(page.join(" ")).toContain(code);
    }
    const text = pages.flat().join("\n");
    expect(text).toContain("CPF ***.982.247-**");
    expect(text).not.toContain("52998224725");
    expect(text).not.toContain("529.982.247-25");
    expect(text).toContain(instrument.settlementAccount.account);
    expect(text).not.toContain("987654");
    expect(text).not.toContain("Certificado de assinaturas");
  });

  test("a signed CCB ends with the certificate page, and the same signatures give the same bytes", async () => {
    const first = await renderCcbPdf(signed);
    const again = await renderCcbPdf({ ...signed, signatures: signed.signatures.map((signature) => ({ ...signature })) });
    expect(Buffer.compare(first, again)).toBe(0);
    const pages = await pdfLines(first);
    const certificate = pages.at(-1) ?? [];
    const certificateText = certificate.join("\n");
    expect(certificateText).toContain("Certificado de assinaturas");
    expect(certificateText).toContain("2026-05-04 17:21:09 UTC");
    expect(certificateText).toContain("04/05/2026 às 14:21:09");
    expect(certificateText).toContain("203.0.113.0/24");
    expect(certificateText).toContain(code);
    expect(pages.flat().join(" ")).not.toContain(DRAFT_MARK);
    const otherInstant = await renderCcbPdf({ ...signed, signatures: [{ ...signed.signatures[0]!, signedAt: new Date(signedAt.getTime() + 1000) }] });
    expect(Buffer.compare(first, otherInstant)).not.toBe(0);
  });
});
