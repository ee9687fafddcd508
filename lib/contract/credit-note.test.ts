import { describe, expect, test } from "vitest";
import {
  cancelRequestSchema,
  creditNoteCreateQuerySchema,
  creditNoteCreateSchema,
  creditNoteListQuerySchema,
  creditNoteUpdateSchema,
  creditNoteUploadUpdateSchema,
  creditNoteWarrantyUpdateSchema,
  submitApprovalQuerySchema,
} from "./credit-note";
import {
  bankAccountFields,
  bankAccountId,
  fgtsAmortization,
  fgtsCreationBody,
  fieldErrorsOf,
  messagesFor,
  naturalPersonCreation,
  personId,
  priceAmortization,
  privateLoanCreationBody,
  uploadItem,
  warrantyItem,
  without,
} from "./test-fixtures";

const newPersonAndAccount = { person: naturalPersonCreation(), bankAccount: bankAccountFields() };

describe("creation body", () => {
  test("a private payroll loan body passes, amounts keeping their units", () => {
    const parsed = creditNoteCreateSchema.parse({
      ...privateLoanCreationBody(),
      emissionDate: "2026-05-02T12:00:00Z",
      registryOfferCTPSRequestId: 98765,
      observations: "Cliente prefere contato à tarde.",
      insurance: false,
      isPartnerChannelCreation: true,
    });
    expect(parsed.amortization.requestedAmount).toBe(150000);
    expect(parsed.warranty?.[0]?.totalValue).toBe(1500.5);
  });

  test("an FGTS body without warranty passes", () => {
    expect(fieldErrorsOf(creditNoteCreateSchema, fgtsCreationBody())).toEqual([]);
  });

  test("newPersonAndAccount replaces personId and bankAccountId", () => {
    const body = { ...without(without(privateLoanCreationBody(), "personId"), "bankAccountId"), newPersonAndAccount };
    expect(fieldErrorsOf(creditNoteCreateSchema, body)).toEqual([]);
  });

  test.each(["productId", "amortization", "liquidationType"])("%s is required", (field) => {
    expect(messagesFor(creditNoteCreateSchema, without(privateLoanCreationBody(), field), field)).toEqual([
      expect.stringMatching(/^campo obrigatório/),
    ]);
  });

  test.each([
    ["personId", /UUID do tomador \(ou envie newPersonAndAccount\)/],
    ["bankAccountId", /UUID da conta de liquidação \(ou envie newPersonAndAccount\)/],
  ])("%s is required unless newPersonAndAccount is sent", (field, message) => {
    expect(fieldErrorsOf(creditNoteCreateSchema, without(privateLoanCreationBody(), field))).toEqual([
      { field, message: expect.stringMatching(message) },
    ]);
  });

  test("personId and bankAccountId together with newPersonAndAccount are refused", () => {
    expect(fieldErrorsOf(creditNoteCreateSchema, { ...privateLoanCreationBody(), newPersonAndAccount })).toEqual([
      { field: "personId", message: "envie personId ou newPersonAndAccount, não os dois" },
      { field: "bankAccountId", message: "envie bankAccountId ou newPersonAndAccount, não os dois" },
    ]);
  });

  test.each([
    ["Invoice", /Invoice não se aplica .* use liquidationType = EletronicTransfer/],
    ["Pix", /informe liquidationType = EletronicTransfer/],
  ])("liquidationType %s is refused", (value, message) => {
    expect(messagesFor(creditNoteCreateSchema, { ...privateLoanCreationBody(), liquidationType: value }, "liquidationType")).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test.each([
    ["warranty", [warrantyItem()], /warranty não se aplica ao FGTS/],
    ["warranty", [], /warranty não se aplica ao FGTS/],
    ["registryOfferCTPSRequestId", 98765, /não envie no FGTS/],
  ])("FGTS refuses %s", (field, value, message) => {
    expect(fieldErrorsOf(creditNoteCreateSchema, { ...fgtsCreationBody(), [field]: value })).toEqual([
      { field, message: expect.stringMatching(message) },
    ]);
  });

  test.each([
    ["amortization.requestedAmount", { amortization: { ...priceAmortization(), requestedAmount: 1500.5 } }, /centavos/],
    ["amortization.apr", { amortization: { ...priceAmortization(), apr: 0 } }, /maior que zero/],
    ["amortization.termInMonths", { amortization: { ...priceAmortization(), termInMonths: 24 } }, /pertence ao modelo FGTS/],
    ["warranty[0].totalValue", { warranty: [{ ...warrantyItem(), totalValue: 1500.505 }] }, /reais/],
    ["warranty[0].registry_DiscountStartPeriod", { warranty: [{ ...warrantyItem(), registry_DiscountStartPeriod: "2026-07" }] }, /YYYY-MM-01/],
    ["uploads[0].fileType", { uploads: [{ ...uploadItem(), fileType: "Consent" }] }, /Authorization, SignedContract ou Others/],
    ["emissionDate", { emissionDate: "2026-05-02T12:00:00.123Z" }, /YYYY-MM-DDTHH:MM:SSZ/],
    ["registryOfferCTPSRequestId", { registryOfferCTPSRequestId: "98765" }, /inteiro positivo/],
    ["productId", { productId: "produto-1" }, /UUID/],
    ["warranty", { warranty: warrantyItem() }, /lista JSON/],
    ["newPersonAndAccount.person.registrationNumber", { newPersonAndAccount: { ...newPersonAndAccount, person: { ...naturalPersonCreation(), registrationNumber: "123" } } }, /CPF com 11 dígitos/],
  ])("reports %s by its JSON path", (field, patch, message) => {
    expect(messagesFor(creditNoteCreateSchema, { ...privateLoanCreationBody(), ...patch }, field)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });

  test.each([["a list", [privateLoanCreationBody()]], ["a string", "{}"], ["null", null]])(
    "%s as body gets one message, not the conditional ones",
    (_, body) => {
      expect(fieldErrorsOf(creditNoteCreateSchema, body)).toEqual([
        { field: "", message: "informe um objeto JSON (corpo de criação da operação)" },
      ]);
    },
  );

  test("an unknown root field is refused by name", () => {
    expect(fieldErrorsOf(creditNoteCreateSchema, { ...privateLoanCreationBody(), borrowerId: personId })).toEqual([
      { field: "borrowerId", message: expect.stringMatching(/campo desconhecido: borrowerId \(corpo de criação da operação\)/) },
    ]);
  });

  test("the bank account inside newPersonAndAccount carries no personId", () => {
    const body = {
      ...without(without(privateLoanCreationBody(), "personId"), "bankAccountId"),
      newPersonAndAccount: { ...newPersonAndAccount, bankAccount: { ...bankAccountFields(), personId } },
    };
    expect(fieldErrorsOf(creditNoteCreateSchema, body).map((error) => error.field)).toEqual(["newPersonAndAccount.bankAccount.personId"]);
  });
});

describe("creation and submission query", () => {
  test("booleans are read from the query string", () => {
    expect(creditNoteCreateQuerySchema.parse({ updateStartDate: "true", returnValue: "false" })).toEqual({
      updateStartDate: true,
      returnValue: false,
    });
    expect(submitApprovalQuerySchema.parse({})).toEqual({});
  });

  test.each(["returnValue", "updateStartDate"])("%s refuses text other than true or false", (field) => {
    expect(messagesFor(creditNoteCreateQuerySchema, { [field]: "sim" }, field)).toEqual([expect.stringMatching(/true ou false/)]);
  });
});

describe("PUT bodies", () => {
  test("an update of some attributes passes", () => {
    expect(fieldErrorsOf(creditNoteUpdateSchema, { amortization: fgtsAmortization(), bankAccountId })).toEqual([]);
  });

  test("an empty update is refused, listing the editable fields", () => {
    expect(fieldErrorsOf(creditNoteUpdateSchema, {})).toEqual([{ field: "", message: expect.stringMatching(/ao menos um campo editável: amortization/) }]);
  });

  test.each(["productId", "personId", "warranty", "uploads", "newPersonAndAccount"])("%s is not editable by PUT", (field) => {
    expect(fieldErrorsOf(creditNoteUpdateSchema, { observations: "x", [field]: [] })).toEqual([
      { field, message: expect.stringMatching(new RegExp(`campo desconhecido: ${field}`)) },
    ]);
  });

  test("an FGTS update refuses the CTPS auction id", () => {
    expect(messagesFor(creditNoteUpdateSchema, { amortization: fgtsAmortization(), registryOfferCTPSRequestId: 1 }, "registryOfferCTPSRequestId")).toHaveLength(1);
  });

  test("the warranty PUT takes { warranty: [...] } with at least one item", () => {
    expect(fieldErrorsOf(creditNoteWarrantyUpdateSchema, { warranty: [warrantyItem()] })).toEqual([]);
    expect(fieldErrorsOf(creditNoteWarrantyUpdateSchema, [warrantyItem()])).toEqual([{ field: "", message: expect.stringMatching(/objeto JSON/) }]);
    expect(messagesFor(creditNoteWarrantyUpdateSchema, { warranty: [] }, "warranty")).toEqual([expect.stringMatching(/pelo menos 1/)]);
    expect(messagesFor(creditNoteWarrantyUpdateSchema, { warranty: [{ ...warrantyItem(), totalValue: 0.001 }] }, "warranty[0].totalValue")).toHaveLength(1);
  });

  test("the upload PUT takes { uploads: [...] } with at least one item", () => {
    expect(fieldErrorsOf(creditNoteUploadUpdateSchema, { uploads: [uploadItem()] })).toEqual([]);
    expect(messagesFor(creditNoteUploadUpdateSchema, { uploads: [] }, "uploads")).toEqual([expect.stringMatching(/pelo menos 1/)]);
  });

  test.each([
    ["CR/LF", "termo\r\nX-Injected: 1.pdf"],
    ["a right-to-left override", "termo\u202Efdp.exe"],
    ["a zero-width space", "termo\u200B.pdf"],
  ])("an upload item's fileName with %s is refused, as the multipart route refuses it", (_, fileName) => {
    expect(messagesFor(creditNoteUploadUpdateSchema, { uploads: [{ ...uploadItem(), fileName }] }, "uploads[0].fileName")).toEqual([
      expect.stringMatching(/sem caracteres de controle/),
    ]);
  });

  test("cancel takes an optional message", () => {
    expect(fieldErrorsOf(cancelRequestSchema, {})).toEqual([]);
    expect(fieldErrorsOf(cancelRequestSchema, { message: "Cliente desistiu." })).toEqual([]);
    expect(messagesFor(cancelRequestSchema, { message: 5 }, "message")).toEqual([expect.stringMatching(/motivo do cancelamento/)]);
    expect(fieldErrorsOf(cancelRequestSchema, { message: "x", reverseMargin: false })[0]?.field).toBe("reverseMargin");
  });
});

describe("listing query", () => {
  test("defaults page 1 and size 20", () => {
    expect(creditNoteListQuerySchema.parse({ status: "Signatures" })).toEqual({ status: "Signatures", page: 1, size: 20 });
  });

  test("pagination is read from query text", () => {
    expect(creditNoteListQuerySchema.parse({ page: "3", size: "100" })).toMatchObject({ page: 3, size: 100 });
  });

  test.each([
    ["status", "Signed", /Draft, ComplianceApproval/],
    ["initialDate", "2026-05-01", /YYYY-MM-DDTHH:MM:SSZ/],
    ["page", "0", /page como inteiro ≥ 1/],
    ["page", "1.5", /page como inteiro ≥ 1/],
    ["size", "101", /size como inteiro de 1 a 100/],
    ["size", "abc", /size como inteiro de 1 a 100/],
  ])("%s = %j is refused", (field, value, message) => {
    expect(messagesFor(creditNoteListQuerySchema, { [field]: value }, field)).toEqual([expect.stringMatching(message)]);
  });

  test("a window ending before it starts is refused", () => {
    const query = { initialDate: "2026-05-10T00:00:00Z", finalDate: "2026-05-01T00:00:00Z" };
    expect(messagesFor(creditNoteListQuerySchema, query, "finalDate")).toEqual([expect.stringMatching(/posterior a initialDate/)]);
  });
});
