import { describe, expect, it } from "vitest";
import {
  maskAccountNumber,
  maskCnpj,
  maskContact,
  maskCpf,
  maskDocument,
  maskEmail,
  maskName,
  maskPhone,
  maskSecret,
} from "./mask-values";

describe("value maskers", () => {
  it("masks CPFs, formatted or digits", () => {
    expect(maskCpf("12345678909")).toBe("***.456.789-**");
    expect(maskCpf("123.456.789-09")).toBe("***.456.789-**");
    expect(maskCpf("123")).toBe("***.***.***-**");
  });

  it("masks a CNPJ found under a person's key, and documents by length", () => {
    expect(maskCnpj("12.345.678/0001-95")).toBe("**.345.678/****-**");
    expect(maskDocument("12345678000195")).toBe("**.345.678/****-**");
    expect(maskDocument("123.456.789-09")).toBe("***.456.789-**");
    expect(maskDocument("MG-12.345.678")).toBe("***");
  });

  it("masks e-mails", () => {
    expect(maskEmail("joao@dominio.com")).toBe("j***@d***.com");
    expect(maskEmail("joao.silva@dominio.com.br")).toBe("j***@d***.com.br");
    expect(maskEmail("not-an-email")).toBe("***");
  });

  it("keeps only the last two digits of phones and accounts", () => {
    expect(maskPhone("(11) 98765-4321")).toBe("(**) *****-**21");
    expect(maskAccountNumber("12345-6")).toBe("****5-6");
    expect(maskAccountNumber("0001")).toBe("**01");
    expect(maskAccountNumber("12")).toBe("**");
    expect(maskAccountNumber("")).toBe("***");
  });

  it("masks contacts by what they look like", () => {
    expect(maskContact("ana@exemplo.com.br")).toBe("a***@e***.com.br");
    expect(maskContact("+55 11 98765-4321")).toBe("+** ** *****-**21");
  });

  it("reduces names to initials", () => {
    expect(maskName("João Silva")).toBe("J*** S***");
    expect(maskName("  Maria  da Conceição ")).toBe("M*** d*** C***");
    expect(maskName("Ígor")).toBe("Í***");
  });

  it("hides secrets whole, keeping the auth scheme", () => {
    expect(maskSecret("Bearer eyJhbGciOi.abc.def")).toBe("Bearer ***");
    expect(maskSecret("Basic dXNlcjpwYXNz")).toBe("Basic ***");
    expect(maskSecret("s3cr3t")).toBe("***");
  });
});
