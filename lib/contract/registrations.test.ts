import { describe, expect, test } from "vitest";
import { bankAccountCreateSchema } from "./bank-account";
import { marginAuthorizationCreateSchema, marginAuthorizationListQuerySchema } from "./margin-authorization";
import { naturalPersonCreateSchema, naturalPersonListQuerySchema, naturalPersonSchema } from "./natural-person";
import { bankAccountFields, borrowerCpf, fieldErrorsOf, messagesFor, naturalPersonCreation, personId, uploadItem, without } from "./test-fixtures";

describe("natural person", () => {
  test("a complete registration passes", () => {
    const person = {
      ...naturalPersonCreation(),
      motherName: "Ana da Silva",
      email: "maria@exemplo.com.br",
      phone: "11987654321",
      identityDocument: { documentType: "CNH", number: "01234567890", issuer: "DETRAN/SP", issueDate: "2020-01-10" },
      address: { zipCode: "01310100", street: "Av. Paulista", number: "1000", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
      uploads: [uploadItem()],
    };
    expect(fieldErrorsOf(naturalPersonCreateSchema, person)).toEqual([]);
  });

  test.each(["registrationNumber", "name", "birthDate"])("%s is required", (field) => {
    expect(fieldErrorsOf(naturalPersonCreateSchema, without(naturalPersonCreation(), field))).toEqual([
      { field, message: expect.stringMatching(/^campo obrigatório/) },
    ]);
  });

  test.each([
    ["registrationNumber", "123.456.789-09", "registrationNumber", /11 dígitos, só números/],
    ["birthDate", "1990-02-30", "birthDate", /YYYY-MM-DD, com data de calendário válida/],
    ["identityDocument", { documentType: "Passport", number: "X1" }, "identityDocument.documentType", /RG, CPF, CNH ou CTPS/],
    ["phone", "(11) 98765-4321", "phone", /11 dígitos/],
    ["email", "maria", "email", /e-mail válido/],
    ["address", { zipCode: "01310-100", street: "a", number: "1", neighborhood: "b", city: "c", state: "SP" }, "address.zipCode", /CEP com 8 dígitos/],
    ["address", { zipCode: "01310100", street: "a", number: "1", neighborhood: "b", city: "c", state: "XX" }, "address.state", /AC, AL/],
  ])("%s is validated (%s)", (field, value, path, message) => {
    expect(messagesFor(naturalPersonCreateSchema, { ...naturalPersonCreation(), [field]: value }, path)).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test("the response lists the person's uploads", () => {
    const person = {
      id: personId,
      ...naturalPersonCreation(),
      uploads: [{ ...uploadItem(), id: personId, createdAt: "2026-05-01T00:00:00Z" }],
      createdAt: "2026-05-01T00:00:00Z",
      updatedAt: "2026-05-01T00:00:00Z",
    };
    expect(naturalPersonSchema.parse(person).uploads).toHaveLength(1);
  });

  test("the search query takes a CPF and pagination", () => {
    expect(naturalPersonListQuerySchema.parse({ registrationNumber: borrowerCpf })).toEqual({ registrationNumber: borrowerCpf, page: 1, size: 20 });
    expect(messagesFor(naturalPersonListQuerySchema, { registrationNumber: "1" }, "registrationNumber")).toHaveLength(1);
  });
});

describe("bank account", () => {
  test("an account with the holder's CPF passes", () => {
    expect(fieldErrorsOf(bankAccountCreateSchema, { personId, ...bankAccountFields(), agencyDigit: "X" })).toEqual([]);
  });

  test.each(["personId", "bankCode", "agency", "accountNumber", "accountDigit", "accountType", "holderRegistrationNumber"])(
    "%s is required",
    (field) => {
      expect(fieldErrorsOf(bankAccountCreateSchema, without({ personId, ...bankAccountFields() }, field))).toEqual([
        { field, message: expect.stringMatching(/^campo obrigatório/) },
      ]);
    },
  );

  test.each([
    ["bankCode", "1", /COMPE do banco com 3 dígitos/],
    ["agency", "12a4", /agência com 1 a 5 dígitos/],
    ["accountNumber", "56789-0", /conta com 1 a 20 dígitos/],
    ["accountDigit", "12", /um algarismo ou X/],
    ["accountType", "Corrente", /Checking, Savings ou Payment/],
    ["holderRegistrationNumber", "12345678900", /dígitos verificadores/],
  ])("%s = %j is refused", (field, value, message) => {
    expect(messagesFor(bankAccountCreateSchema, { personId, ...bankAccountFields(), [field]: value }, field)).toEqual([
      expect.stringMatching(message),
    ]);
  });
});

describe("margin authorization", () => {
  test("a CPF alone registers an authorization; a contact channel is optional", () => {
    expect(fieldErrorsOf(marginAuthorizationCreateSchema, { registrationNumber: borrowerCpf })).toEqual([]);
    expect(
      fieldErrorsOf(marginAuthorizationCreateSchema, { registrationNumber: borrowerCpf, personId, contact: { type: "WhatsApp", contact: "11987654321" } }),
    ).toEqual([]);
  });

  test("the contact is validated for its type", () => {
    const body = { registrationNumber: borrowerCpf, contact: { type: "Email", contact: "x" } };
    expect(messagesFor(marginAuthorizationCreateSchema, body, "contact.contact")).toEqual([expect.stringMatching(/e-mail válido/)]);
  });

  test("the status is not sent by the client", () => {
    expect(fieldErrorsOf(marginAuthorizationCreateSchema, { registrationNumber: borrowerCpf, status: "Approved" })[0]?.field).toBe("status");
  });

  test.each([
    [{ status: "Approved" }, []],
    [{ status: "Expired" }, ["status"]],
    [{ registrationNumber: "abc" }, ["registrationNumber"]],
  ])("the listing query %j", (query, fields) => {
    expect(fieldErrorsOf(marginAuthorizationListQuerySchema, query).map((error) => error.field)).toEqual(fields);
  });

  test("an unknown status lists Pending, Approved and Refused", () => {
    expect(messagesFor(marginAuthorizationListQuerySchema, { status: "Expired" }, "status")).toEqual([
      expect.stringMatching(/Pending, Approved ou Refused/),
    ]);
  });
});
