import { describe, expect, test } from "vitest";
import { proposalRevalidationSchema } from "./auction";
import { offerProposalSchema, offerProposalsWarrantyRequestSchema } from "./proposals";
import {
  amortizationPlanSchema,
  simulationBatchEnvelopeSchema,
  simulationBatchRequestSchema,
  simulationBatchResponseSchema,
  simulationRequestSchema,
} from "./simulation";
import { fgtsAmortization, fieldErrorsOf, messagesFor, priceAmortization, productId, without } from "./test-fixtures";

function proposal() {
  return {
    offerRequestId: 98765,
    expirationDate: "2026-05-10T23:59:59Z",
    proposalNumber: "PROP-77",
    installmentCount: 24,
    installmentAmountInCents: 30000,
    loanAmountInCents: 500000,
    releasedAmountInCents: 480000,
    iofAmountInCents: 9000,
    monthlyInterestRate: 1.8,
    yearlyInterestRate: 23.87,
    monthlyCet: 2.05,
    yearlyCet: 27.5,
    contacts: [{ type: "WhatsApp", contact: "11987654321" }],
  };
}

describe("OfferProposals (single item, no reinforcement)", () => {
  test("a complete item passes", () => {
    expect(fieldErrorsOf(offerProposalSchema, proposal())).toEqual([]);
  });

  test.each(["offerRequestId", "expirationDate"])("%s is required", (field) => {
    expect(fieldErrorsOf(offerProposalSchema, without(proposal(), field))).toEqual([
      { field, message: expect.stringMatching(/^campo obrigatório/) },
    ]);
  });

  test.each([
    ["offerRequestId", "98765", "offerRequestId", /inteiro positivo/],
    ["expirationDate", "2026-05-10", "expirationDate", /YYYY-MM-DDTHH:MM:SSZ/],
    ["installmentAmountInCents", 300.5, "installmentAmountInCents", /centavos/],
    ["loanAmountInCents", -1, "loanAmountInCents", /centavos/],
    ["releasedAmountInCents", "480000", "releasedAmountInCents", /centavos/],
    ["iofAmountInCents", 90.01, "iofAmountInCents", /centavos/],
    ["monthlyInterestRate", "1.8", "monthlyInterestRate", /percentual/],
    ["yearlyCet", -2, "yearlyCet", /percentual não negativo/],
    ["installmentCount", 0, "installmentCount", /inteiro ≥ 1/],
    ["contacts", [{ type: "Fax", contact: "x" }], "contacts[0].type", /Email, Cellphone ou WhatsApp/],
    ["contacts", [{ type: "Email" }], "contacts[0].contact", /^campo obrigatório/],
    ["contacts", [], "contacts", /pelo menos 1 contatos/],
  ])("%s = %j is refused", (field, value, path, message) => {
    expect(messagesFor(offerProposalSchema, { ...proposal(), [field]: value }, path)).toEqual([expect.stringMatching(message)]);
  });

  test("the FGTS reinforcement block is refused by name", () => {
    expect(fieldErrorsOf(offerProposalSchema, { ...proposal(), warranty: { hasWarranty: true } })).toEqual([
      { field: "warranty", message: expect.stringMatching(/só é aceito em OfferProposalsWarranty/) },
    ]);
  });

  test("a list is not accepted: the route takes one item", () => {
    expect(fieldErrorsOf(offerProposalSchema, [proposal()])).toEqual([{ field: "", message: expect.stringMatching(/objeto JSON/) }]);
  });
});

describe("OfferProposalsWarranty (list, with reinforcement)", () => {
  test.each([
    ["without a block", proposal()],
    ["with hasWarranty false", { ...proposal(), warranty: { hasWarranty: false } }],
    ["with the full block", { ...proposal(), warranty: { hasWarranty: true, fgtsBalanceInCents: 1250000, fgtsRescissionPenaltyInCents: 500000, rescissionBenefitPercentage: 40 } }],
  ])("an item %s passes", (_, item) => {
    expect(fieldErrorsOf(offerProposalsWarrantyRequestSchema, [item])).toEqual([]);
  });

  test.each([
    ["hasWarranty true without the balance", { hasWarranty: true }, "[0].warranty.fgtsBalanceInCents", /^campo obrigatório quando hasWarranty é true: .*centavos/],
    ["a balance without hasWarranty", { fgtsBalanceInCents: 1 }, "[0].warranty.fgtsBalanceInCents", /só com hasWarranty = true/],
    ["a penalty with hasWarranty false", { hasWarranty: false, fgtsRescissionPenaltyInCents: 1 }, "[0].warranty.fgtsRescissionPenaltyInCents", /só com hasWarranty = true/],
    ["a balance in reais", { hasWarranty: true, fgtsBalanceInCents: 12500.5 }, "[0].warranty.fgtsBalanceInCents", /centavos/],
    ["a percentage above 100", { hasWarranty: true, fgtsBalanceInCents: 1, rescissionBenefitPercentage: 150 }, "[0].warranty.rescissionBenefitPercentage", /entre 0 e 100/],
    ["an unknown block field", { hasWarranty: true, fgtsBalanceInCents: 1, balance: 1 }, "[0].warranty.balance", /campo desconhecido: balance/],
  ])("%s is refused", (_, block, path, message) => {
    expect(messagesFor(offerProposalsWarrantyRequestSchema, [{ ...proposal(), warranty: block }], path)).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test.each([
    ["a single object", proposal(), /lista JSON/],
    ["an empty list", [], /lista JSON com 1 a 100 propostas/],
  ])("%s is refused", (_, body, message) => {
    expect(fieldErrorsOf(offerProposalsWarrantyRequestSchema, body)).toEqual([{ field: "", message: expect.stringMatching(message) }]);
  });
});

describe("simulation (path B)", () => {
  test.each([
    ["Price", priceAmortization()],
    ["FGTS", fgtsAmortization()],
  ])("a %s simulation passes", (_, amortization) => {
    expect(fieldErrorsOf(simulationRequestSchema, { productId, legalPerson: false, amortization })).toEqual([]);
  });

  test.each([
    ["legalPerson true", { legalPerson: true }, "legalPerson", /legalPerson = false/],
    ["legalPerson missing", { legalPerson: undefined }, "legalPerson", /^campo obrigatório: informe legalPerson = false/],
    ["amortization missing", { amortization: undefined }, "amortization", /^campo obrigatório: informe o objeto de cálculo/],
    ["a Price field in FGTS", { amortization: { ...fgtsAmortization(), calculationType: "V360Meses" } }, "amortization.calculationType", /pertence ao modelo price\/sac/],
    ["personId at the root (creation envelope)", { personId: productId }, "personId", /campo desconhecido: personId \(pedido de simulação\)/],
  ])("%s is refused", (_, patch, field, message) => {
    expect(messagesFor(simulationRequestSchema, { productId, legalPerson: false, amortization: priceAmortization(), ...patch }, field)).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test("the batch takes 1 to 100 items", () => {
    const item = { productId, legalPerson: false, amortization: priceAmortization() };
    expect(fieldErrorsOf(simulationBatchRequestSchema, { items: [item] })).toEqual([]);
    expect(messagesFor(simulationBatchRequestSchema, { items: [] }, "items")).toEqual([expect.stringMatching(/com 1 a 100/)]);
    expect(messagesFor(simulationBatchRequestSchema, { items: Array.from({ length: 101 }, () => item) }, "items")).toEqual([
      expect.stringMatching(/com 1 a 100/),
    ]);
    expect(messagesFor(simulationBatchRequestSchema, { items: [item, { ...item, legalPerson: true }] }, "items[1].legalPerson")).toHaveLength(1);
  });

  test("the server-side envelope lets bad items through, to answer them one by one", () => {
    expect(fieldErrorsOf(simulationBatchEnvelopeSchema, { items: [{ nonsense: true }] })).toEqual([]);
    expect(fieldErrorsOf(simulationBatchEnvelopeSchema, { items: [] }).map((error) => error.field)).toEqual(["items"]);
  });

  const plan = {
    id: productId,
    productId,
    amortizationType: "price",
    requestedAmount: 150000,
    liquidAmountInCents: 145000,
    iofAmountInCents: 3500,
    issuanceCostInCents: 1500,
    totalPaymentInCents: 180000,
    apr: 1.8,
    yearlyRate: 23.87,
    cet: { monthly: 2.1, yearly: 28.3 },
    firstPaymentDate: "2026-06-10T00:00:00Z",
    installments: [
      { number: 1, dueDate: "2026-06-10T00:00:00Z", paymentInCents: 7500, principalInCents: 4800, interestInCents: 2700, balanceInCents: 145200, fixedCostInCents: 0 },
    ],
  };

  test("an installment may amortize negatively (interest above the installment) but never carry negative interest", () => {
    const negative = { ...plan.installments[0]!, principalInCents: -1200, interestInCents: 8700, balanceInCents: 151200 };
    expect(amortizationPlanSchema.safeParse({ ...plan, installments: [negative] }).success).toBe(true);
    expect(amortizationPlanSchema.safeParse({ ...plan, installments: [{ ...negative, interestInCents: -1 }] }).success).toBe(false);
  });

  test("a plan and a batch answer parse", () => {
    expect(amortizationPlanSchema.parse(plan).installments).toHaveLength(1);
    const answer = {
      results: [
        { index: 0, plan },
        { index: 1, error: { type: "/problems/validation", title: "Dados inválidos", status: 400, errors: [{ field: "apr", message: "x" }] } },
      ],
    };
    expect(simulationBatchResponseSchema.parse(answer).results).toHaveLength(2);
  });

  test("a revalidation answer parses", () => {
    const revalidation = {
      proposalId: productId,
      offerRequestId: 98765,
      outcome: "InsufficientMargin",
      expirationDate: "2026-05-10T23:59:59Z",
      freeMarginInCents: 20000,
      checkedAt: "2026-05-05T10:00:00Z",
    };
    expect(proposalRevalidationSchema.parse(revalidation).outcome).toBe("InsufficientMargin");
  });
});
