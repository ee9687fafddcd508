import { describe, expect, it } from "vitest";
import { maskFields, maskPersonalData } from "./mask";

describe("maskPersonalData", () => {
  it("masks values under personal keys by kind", () => {
    expect(
      maskFields({
        registrationNumber: "12345678909",
        cpf: 12345678909,
        cnpj: "12345678000195",
        name: "João Silva",
        fullName: "Maria da Conceição",
        email: "joao@dominio.com",
        phone: "(11) 98765-4321",
        contact: "ana@exemplo.com",
        accountNumber: "12345-6",
        branch: "0001",
        password: "hunter2",
        client_secret: "s3cr3t",
        access_token: "abc.def.ghi",
        Authorization: "Bearer abc",
        birthDate: "1990-05-17",
      }),
    ).toEqual({
      registrationNumber: "***.456.789-**",
      cpf: "***.456.789-**",
      cnpj: "**.345.678/****-**",
      name: "J*** S***",
      fullName: "M*** d*** C***",
      email: "j***@d***.com",
      phone: "(**) *****-**21",
      contact: "a***@e***.com",
      accountNumber: "****5-6",
      branch: "**01",
      password: "***",
      client_secret: "***",
      access_token: "***",
      Authorization: "Bearer ***",
      birthDate: "***",
    });
  });

  it("recognises personal suffixes but leaves company data readable", () => {
    expect(
      maskFields({
        holderCpf: "12345678909",
        borrowerRegistrationNumber: "12345678909",
        csrfToken: "abc",
        employerRegistrationNumber: "12345678000195",
        employerName: "Empresa Exemplo Ltda",
        token_type: "Bearer",
        requestedAmount: 123456,
      }),
    ).toEqual({
      holderCpf: "***.456.789-**",
      borrowerRegistrationNumber: "***.456.789-**",
      csrfToken: "***",
      employerRegistrationNumber: "12345678000195",
      employerName: "Empresa Exemplo Ltda",
      token_type: "Bearer",
      requestedAmount: 123456,
    });
  });

  it("masks free text in any other string, nested in objects and arrays, and in keys", () => {
    expect(
      maskPersonalData({
        note: "cliente 123.456.789-09 ligou",
        items: [{ detail: ["e-mail x@y.com"] }],
        byCpf: { "12345678909": 1 },
      }),
    ).toEqual({
      note: "cliente ***.456.789-** ligou",
      items: [{ detail: ["e-mail x***@y***.com"] }],
      byCpf: { "***.456.789-**": 1 },
    });
  });

  it("applies a key's kind to arrays under it, and secrets to whole objects", () => {
    expect(maskPersonalData({ phones: ["11987654321", "(21) 3456-7890"], token: { value: "x", n: 1 } })).toEqual({
      phones: ["*********21", "(**) ****-**90"],
      token: { value: "***", n: "***" },
    });
  });

  it("walks an object under a personal key by its own keys (a branch record is not a number)", () => {
    expect(maskPersonalData({ branch: { id: "b1", name: "Ana Souza", city: "Recife" } })).toEqual({
      branch: { id: "b1", name: "A*** S***", city: "Recife" },
    });
  });

  it("survives circular references and keeps shared (non-circular) ones", () => {
    const shared = { cpf: "12345678909" };
    const node: Record<string, unknown> = { a: shared, b: shared };
    node.self = node;
    expect(maskPersonalData(node)).toEqual({
      a: { cpf: "***.456.789-**" },
      b: { cpf: "***.456.789-**" },
      self: "[Circular]",
    });
  });

  it("turns non-JSON values into JSON-safe ones", () => {
    const masked = maskPersonalData({
      when: new Date("2024-01-15T10:00:00.000Z"),
      big: 10n,
      set: new Set(["a@b.com"]),
      map: new Map([["email", "a@b.com"]]),
      headers: new Headers({ authorization: "Bearer abc", "x-request-id": "r1" }),
      bytes: new Uint8Array(3),
      url: new URL("https://x.test/v1/NaturalPerson?registrationNumber=12345678909"),
      run: function namedFn() {},
    });
    expect(masked).toEqual({
      when: "2024-01-15T10:00:00.000Z",
      big: "10",
      set: ["a***@b***.com"],
      map: { email: "a***@b***.com" },
      headers: { authorization: "Bearer ***", "x-request-id": "r1" },
      bytes: "[Binary 3 bytes]",
      url: "https://x.test/v1/NaturalPerson?registrationNumber=***.456.789-**",
      run: "[Function namedFn]",
    });
  });

  it("reduces errors to name, masked message, own fields, cause and (if allowed) a masked stack", () => {
    const cause = new Error("conta 123456 inválida");
    const error = Object.assign(new Error("CPF 12345678909 não encontrado", { cause }), { code: "E1" });
    const withStack = maskPersonalData(error, { includeErrorStacks: true }) as Record<string, unknown>;
    expect(withStack).toMatchObject({
      name: "Error",
      message: "CPF ***.456.789-** não encontrado",
      code: "E1",
      cause: { name: "Error", message: "conta ****56 inválida" },
    });
    expect(withStack.stack).toContain("CPF ***.456.789-** não encontrado");
    expect(JSON.stringify(withStack)).not.toContain("12345678909");
    expect(maskPersonalData(error, { includeErrorStacks: false })).not.toHaveProperty("stack");
  });

  it("cuts very deep values", () => {
    let deep: Record<string, unknown> = { cpf: "12345678909" };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(maskPersonalData(deep))).toContain("[Truncated]");
  });
});
