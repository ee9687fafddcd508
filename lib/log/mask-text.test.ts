import { describe, expect, it } from "vitest";
import { MAX_MASKED_TEXT_LENGTH, maskText } from "./mask-text";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwOSJ9.c2lnbmF0dXJl";

describe("maskText", () => {
  it.each([
    ["CPF 123.456.789-09 recusado", "CPF ***.456.789-** recusado"],
    ["cpf=12345678909&x=1", "cpf=***.456.789-**&x=1"],
    ["(12345678909)", "(***.456.789-**)"],
    ["contato: joao.silva@dominio.com.br.", "contato: j***@d***.com.br."],
    [`Authorization: Bearer ${JWT}`, "Authorization: Bearer ***"],
    [`token solto ${JWT} aqui`, "token solto *** aqui"],
    ["GET /oauth/token?client_secret=abc123&access_token=xyz", "GET /oauth/token?client_secret=***&access_token=***"],
    ['{"client_id":"app","client_secret":"s3cr3t","password":"a\\"b"}', '{"client_id":"app","client_secret":"***","password":"***"}'],
    ["ligar para (11) 98765-4321", "ligar para (**) *****-**21"],
    ["ligar para +55 11 98765-4321", "ligar para +** ** *****-**21"],
    ["ligar para +5511987654321", "ligar para +***********21"],
    ["celular 98765-4321", "celular *****-**21"],
    ["agência 1234 conta 56789-0", "agência **34 conta ****9-0"],
    ["account: 987654", "account: ****54"],
  ])("%j → %j", (input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  it.each([
    "Empregador 12.345.678/0001-95 ativo", // a company CNPJ is not personal data
    "12345678000195",
    "operação 550e8400-e29b-41d4-a716-446655440000",
    "trace a12345678901b", // a hex id that happens to contain 11 digits
    "valor R$ 1.234.567,89 em 2024-01-15T10:20:30.000Z",
    "prazo 2023-2024, parcela 12 de 84",
    "Conta criada; token_type Bearer",
  ])("leaves %j alone", (input) => {
    expect(maskText(input)).toBe(input);
  });

  it("is idempotent", () => {
    const once = maskText("CPF 123.456.789-09, e-mail a@b.com, Bearer abc");
    expect(maskText(once)).toBe(once);
  });
});

describe("maskText on hostile text", () => {
  it("cuts text beyond MAX_MASKED_TEXT_LENGTH and says how much was left out", () => {
    const masked = maskText(`cpf 123.456.789-09 ${"x".repeat(MAX_MASKED_TEXT_LENGTH)}`);
    expect(masked.startsWith("cpf ***.456.789-** x")).toBe(true);
    expect(masked).toMatch(/…\[\+19 caracteres\]$/);
  });

  it("still masks an account number after a few spaces, and leaves a long run of spaces alone", () => {
    expect(maskText("conta   nº  123456")).toBe("conta   nº  ****56");
    const spaces = `conta${" ".repeat(5000)}x`;
    expect(maskText(spaces)).toBe(spaces);
  });
});
