import { describe, expect, test } from "vitest";
import type { FreeMargin, UploadRecord } from "@/lib/contract";
import { cents } from "@/lib/money";
import { marginDecision, soleConsentTerm, soleUsableAccount, usableAuthorization } from "./step-decisions";

const now = new Date("2026-11-25T12:00:00Z");
const authorization = (id: string, status: "Pending" | "Approved" | "Refused", createdAt: string) => ({ id, status, createdAt });
const query = (employeeCode: string, queriedAt: string, validUntil: string): FreeMargin => ({
  registrationNumber: "52998224725",
  employeeCode,
  employerRegistrationNumber: "11222333000181",
  employerRegistrationCode: 4567,
  employerName: "Empresa Exemplo Ltda",
  admissionDate: "2019-03-01T00:00:00Z",
  grossSalaryInCents: cents(500_000),
  freeMarginInCents: cents(120_000),
  queriedAt,
  validUntil,
});
const term = (id: string, fileType: UploadRecord["fileType"] = "Authorization") => ({ id, fileType, fileName: `${id}.pdf`, createdAt: "2026-11-20T10:00:00Z" }) as UploadRecord;

describe("steps that decide nothing", () => {
  test("an approved authorization passes; pending, refused, none, or one the margin query refused stops and asks", () => {
    const approved = authorization("a1", "Approved", "2026-11-20T10:00:00Z");
    expect(usableAuthorization([approved], null)).toBe(approved);
    expect(usableAuthorization([], null)).toBeUndefined();
    expect(usableAuthorization([authorization("a2", "Pending", "2026-11-25T10:00:00Z")], null)).toBeUndefined();
    expect(usableAuthorization([authorization("a3", "Refused", "2026-11-25T10:00:00Z")], null)).toBeUndefined();
    // Expired: the contract keeps it Approved; the margin query's refusal is the only sign, recorded in the draft.
    expect(usableAuthorization([approved], "a1")).toBeUndefined();
  });

  test("the newest authorization decides: a refusal after an approval stops, an approval after a refusal passes", () => {
    const older = authorization("a1", "Approved", "2026-11-20T10:00:00Z");
    const newer = authorization("a2", "Refused", "2026-11-24T10:00:00Z");
    expect(usableAuthorization([older, newer], null)).toBeUndefined();
    const renewed = authorization("a3", "Approved", "2026-11-25T09:00:00Z");
    expect(usableAuthorization([older, newer, renewed], "a1")).toBe(renewed);
  });

  test("margin: one link inside its window is used; none yet is queried at once; two links or a passed window ask", () => {
    const valid = query("001", "2026-11-25T11:50:00Z", "2026-11-25T12:20:00Z");
    expect(marginDecision([valid], now)).toEqual({ kind: "use", query: valid });
    expect(marginDecision([], now)).toEqual({ kind: "query" });
    expect(marginDecision([valid, query("002", "2026-11-25T11:55:00Z", "2026-11-25T12:25:00Z")], now)).toEqual({ kind: "ask", reason: "several-links" });
    expect(marginDecision([query("001", "2026-11-25T10:00:00Z", "2026-11-25T10:30:00Z")], now)).toEqual({ kind: "ask", reason: "window-passed" });
  });

  test("margin: the same link queried twice is one link, the newest query is used; a lapsed older one does not stop it", () => {
    const older = query("001", "2026-11-25T11:40:00Z", "2026-11-25T12:10:00Z");
    const newer = query("001", "2026-11-25T11:55:00Z", "2026-11-25T12:25:00Z");
    const lapsed = query("001", "2026-11-24T11:00:00Z", "2026-11-24T11:30:00Z");
    expect(marginDecision([older, lapsed, newer], now)).toEqual({ kind: "use", query: newer });
  });

  test("the account passes when exactly one is in the borrower's name; a third party's does not count", () => {
    const own = { id: "c1", holderRegistrationNumber: "52998224725" };
    const other = { id: "c2", holderRegistrationNumber: "11144477735" };
    expect(soleUsableAccount("52998224725", [own, other])).toBe(own);
    expect(soleUsableAccount("52998224725", [own, { ...own, id: "c3" }])).toBeUndefined();
    expect(soleUsableAccount("52998224725", [other])).toBeUndefined();
  });

  test("the FGTS consent term passes when exactly one is on file; several are a choice, other documents do not count", () => {
    expect(soleConsentTerm([term("t1"), term("d1", "Others")])?.id).toBe("t1");
    expect(soleConsentTerm([term("t1"), term("t2")])).toBeUndefined();
    expect(soleConsentTerm([term("d1", "SignedContract")])).toBeUndefined();
  });
});
