/** Every mapper's output must pass the contract's response schema (what CONTRACT_CHECK_RESPONSES enforces). */
import { describe, expect, it } from "vitest";
import { bankAccountSchema } from "@/lib/contract/bank-account";
import { freeMarginSchema } from "@/lib/contract/margin";
import { marginAuthorizationSchema } from "@/lib/contract/margin-authorization";
import { naturalPersonSchema } from "@/lib/contract/natural-person";
import type { CreditBankAccount, CreditMarginAuthorization, CreditMarginQuery, CreditNaturalPerson, CreditUpload } from "@/lib/db/generated/client";
import { toBankAccountResponse } from "./bank-accounts/to-bank-account-response";
import { toMarginAuthorizationResponse } from "./margin-authorizations/to-margin-authorization-response";
import { toFreeMarginResponse } from "./margin-queries/to-free-margin-response";
import { toNaturalPersonResponse } from "./persons/to-natural-person-response";
import { toUploadRecord } from "./uploads/to-upload-record";

const at = new Date("2026-05-01T10:20:30.456Z");
const uuid = (n: number) => `3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e${String(n).padStart(2, "0")}`;

const person: CreditNaturalPerson = {
  id: uuid(1),
  correspondentId: uuid(2),
  registrationNumber: "10000001929",
  name: "Ana Lima Rocha",
  birthDate: new Date("1990-03-15T00:00:00Z"),
  motherName: null,
  email: null,
  phone: "11987654321",
  identityDocument: { documentType: "RG", number: "123456789" },
  address: null,
  createdAt: at,
  updatedAt: at,
};

const upload: CreditUpload = {
  id: uuid(3),
  correspondentId: uuid(2),
  personId: uuid(1),
  creditNoteId: null,
  fileType: "Authorization",
  fileName: "termo.pdf",
  displayName: null,
  documentDate: at,
  fileId: null,
  fileSha256: null,
  fileContentType: null,
  fileSizeInBytes: null,
  createdAt: at,
};

describe("response mappers", () => {
  it("natural person: civil birth date, absent optionals left out, uploads listed", () => {
    const response = toNaturalPersonResponse(person, [upload, { ...upload, id: uuid(4), creditNoteId: uuid(5), personId: null, documentDate: null }]);
    expect(naturalPersonSchema.parse(response)).toBeTruthy();
    expect(response).not.toHaveProperty("email");
    expect(response).not.toHaveProperty("address");
    expect(response).toMatchObject({ birthDate: "1990-03-15", createdAt: "2026-05-01T10:20:30Z", identityDocument: { documentType: "RG" } });
    expect(response.uploads[1]).toMatchObject({ creditNoteId: uuid(5) });
    expect(response.uploads[1]).not.toHaveProperty("documentDate");
    expect(toUploadRecord(upload)).toEqual({ id: uuid(3), fileType: "Authorization", fileName: "termo.pdf", documentDate: "2026-05-01T10:20:30Z", createdAt: "2026-05-01T10:20:30Z" });
  });

  it("an upload linked to a file shows the file's id, digest, type and size", () => {
    const sha256 = "a".repeat(64);
    const linked = { ...upload, fileId: uuid(7), fileSha256: sha256, fileContentType: "application/pdf", fileSizeInBytes: 1234 };
    const record = toUploadRecord(linked);
    expect(record).toMatchObject({ fileId: uuid(7), sha256, contentType: "application/pdf", sizeInBytes: 1234 });
    expect(naturalPersonSchema.parse(toNaturalPersonResponse(person, [linked])).uploads[0]).toEqual(record);
  });

  it("bank account keeps the holder's CPF", () => {
    const row: CreditBankAccount = {
      id: uuid(6),
      correspondentId: uuid(2),
      personId: uuid(1),
      bankCode: "001",
      agency: "1234",
      agencyDigit: null,
      accountNumber: "98765",
      accountDigit: "4",
      accountType: "Checking",
      holderRegistrationNumber: "10000001929",
      holderName: null,
      createdAt: at,
    };
    const response = toBankAccountResponse(row);
    expect(bankAccountSchema.parse(response)).toBeTruthy();
    expect(response).toMatchObject({ holderRegistrationNumber: "10000001929" });
    expect(response).not.toHaveProperty("agencyDigit");
  });

  it("margin authorization shows the refusal reason only when there is one", () => {
    const row: CreditMarginAuthorization = {
      id: uuid(7),
      correspondentId: uuid(2),
      registrationNumber: "10000001929",
      personId: null,
      employerRegistrationNumber: null,
      contact: { type: "Email", contact: "ana@exemplo.com.br" },
      status: "Pending",
      refusalReason: null,
      decisionDueAt: at,
      validUntil: at,
      createdAt: at,
      updatedAt: at,
    };
    const pending = toMarginAuthorizationResponse(row);
    expect(marginAuthorizationSchema.parse(pending)).toBeTruthy();
    expect(pending).not.toHaveProperty("refusalReason");
    expect(pending).not.toHaveProperty("decisionDueAt");
    const refused = toMarginAuthorizationResponse({ ...row, status: "Refused", refusalReason: "recusada" });
    expect(refused).toMatchObject({ status: "Refused", refusalReason: "recusada" });
  });

  it("free margin carries the cache window end", () => {
    const row: CreditMarginQuery = {
      id: uuid(8),
      correspondentId: uuid(2),
      registrationNumber: "10000001929",
      personId: null,
      creditProductId: null,
      employeeCode: "00001234",
      employerRegistrationNumber: "11222333000181",
      employerRegistrationCode: 123456,
      employerName: "Metalúrgica Horizonte Ltda",
      admissionDate: new Date("2015-02-01T00:00:00Z"),
      positionCBOCode: null,
      grossSalaryInCents: 650_000,
      freeMarginInCents: 227_500,
      queriedAt: at,
      validUntil: new Date("2026-05-01T10:50:30.456Z"),
    };
    const response = toFreeMarginResponse(row);
    expect(freeMarginSchema.parse(response)).toBeTruthy();
    expect(response).toMatchObject({ queriedAt: "2026-05-01T10:20:30Z", validUntil: "2026-05-01T10:50:30Z", freeMarginInCents: 227_500 });
    expect(response).not.toHaveProperty("positionCBOCode");
  });
});
