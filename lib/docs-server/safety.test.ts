import { describe, expect, it } from "vitest";
import { ARGUMENT_LIMITS, isPlaceholder, screenArguments, sensitiveKindInText, undecodableVariable } from "./safety";

describe("sensitiveKindInText", () => {
  it.each([
    ["CPF formatado", "meu CPF é 529.982.247-25", "cpf"],
    ["CPF só dígitos", "52998224725", "cpf"],
    ["e-mail", "contato maria.silva@gmail.com", "email"],
    ["celular sem formato", "11987654321", "telefone"],
    ["celular formatado", "(11) 98765-4321", "telefone"],
    ["celular com +55", "+55 11 98765-4321", "telefone"],
    ["fixo formatado", "ligue 11 3456-7890", "telefone"],
    ["token Bearer", "Authorization: Bearer abcDEF1234567890xyz", "token"],
    ["JWT", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl", "token"],
    ["senha atribuída", "senha=hunter2", "senha"],
    ["client_secret atribuído", 'client_secret: "s3cr3t-v4lue"', "chave"],
    ["chave conhecida", "sk_live_51Habcdefghijklmnop", "chave"],
    ["chave aleatória longa", "a8F3kL9qZ2xV7mN4pR6tY1wE5uI0oS3dG8hJ", "chave"],
    ["CNPJ de pessoa (MEI)", "CNPJ do MEI 11.222.333/0001-81", "cnpj-pessoa"],
    ["client_secret depois de um espaço", "client_secret sandbox-centro-2026 token", "chave"],
    ["senha depois de um espaço", "senha portal-demo-2026 login", "senha"],
    ["segredo publicado do sandbox, sem nome", "usei sandbox-norte-2026 e deu 401", "chave"],
    ["segredo publicado escrito de outro jeito", "SANDBOX CENTRO 2026 não funciona", "chave"],
    ["senha publicada do portal, sem nome", "entrei com Portal_Demo_2026", "senha"],
    ["token depois de um espaço", "token a1b2c3d4e5f6 expirou", "chave"],
  ])("refuses %s", (_label, text, kind) => {
    expect(sensitiveKindInText(text)).toBe(kind);
  });

  it.each([
    ["CPF com dígitos verificadores errados", "12345678900"],
    ["UUID", "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01"],
    ["rota", "/v1/RegistryEmployee/OfferProposalsWarranty"],
    ["opId e campos", "registry_WarrantyFgtsRescissionPenaltyInCents createCreditNote"],
    ["e-mail de exemplo", "nome@exemplo.com.br"],
    ["CNPJ de empresa", "CNPJ do empregador 11222333000181"],
    ["datas e valores", "2026-05-01T00:00:00Z 150000 1500.5"],
    ["texto sobre credenciais", "client_secret: obrigatório; como enviar Authorization: Bearer <token>"],
    ["marcadores", "{{cpf}} {{accessToken}} Bearer {{accessToken}}"],
    ["prosa sobre token e senha", "recebi 401 com token expirado; token client_credentials; senha do portal expirou em 2026"],
    ["client_secret seguido de marcador", "client_secret {{client_secret}} no corpo do token"],
  ])("accepts %s", (_label, text) => {
    expect(sensitiveKindInText(text)).toBeUndefined();
  });
});

describe("screenArguments", () => {
  it("names the argument and the kind, and never repeats the value", () => {
    const refusal = screenArguments({ consulta: "status do CPF 529.982.247-25" });
    expect(refusal).toMatchObject({ argument: "consulta", kind: "cpf" });
    expect(refusal?.message).toContain("`consulta`");
    expect(refusal?.message).not.toContain("529");
  });

  it("refuses personal data by field name inside a payload, unless it is a placeholder", () => {
    expect(screenArguments({ dados: { registrationNumber: "12345678900" } })).toMatchObject({ field: "registrationNumber", kind: "cpf" });
    expect(screenArguments({ dados: { person: { name: "Maria da Silva" } } })).toMatchObject({ field: "person.name" });
    expect(screenArguments({ dados: { contacts: [{ type: "Email", contact: "x" }] } })).toMatchObject({ field: "contacts[0].contact" });
    expect(screenArguments({ dados: { address: { state: "SP" } } })).toMatchObject({ field: "address.state" });
    expect(screenArguments({ dados: { client_secret: "abc" } })).toMatchObject({ kind: "chave" });
    expect(screenArguments({ dados: { registrationNumber: "{{cpf}}", name: "{{nome}}", contacts: [{ type: "Email", contact: "{{email}}" }] } })).toBeUndefined();
  });

  it("keeps company data and contract values", () => {
    const body = {
      warranty: [{ registry_EmployerRegistrationNumber: "11222333000181", registry_EmployerName: "Empresa Exemplo Ltda", totalValue: 1500.5 }],
      employerRegistrationNumber: "11222333000181",
      productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
    };
    expect(screenArguments({ dados: body })).toBeUndefined();
  });

  it("screens JSON text payloads like objects", () => {
    expect(screenArguments({ dados: '{"holderRegistrationNumber":"52998224725"}' })).toMatchObject({ kind: "cpf", field: "holderRegistrationNumber" });
  });
});

describe("isPlaceholder", () => {
  it("accepts {{...}}, <...> and masked values", () => {
    expect(isPlaceholder("{{cpf}}")).toBe(true);
    expect(isPlaceholder("<ACCESS_TOKEN>")).toBe(true);
    expect(isPlaceholder("***.456.789-**")).toBe(true);
    expect(isPlaceholder("52998224725")).toBe(false);
  });
});

describe("size bounds and encodings", () => {
  it("refuses arguments beyond the size bounds before screening them", () => {
    expect(screenArguments({ consulta: "a".repeat(ARGUMENT_LIMITS.maxTotalChars + 1) })).toMatchObject({ argument: "consulta", kind: "tamanho" });
    expect(screenArguments({ dados: `{"x":"${"a".repeat(ARGUMENT_LIMITS.maxPayloadChars)}"}` })?.message).toContain(`passa de ${ARGUMENT_LIMITS.maxPayloadChars} caracteres`);
    expect(screenArguments({ api: "creditapi", dados: `{"x":"${"a".repeat(ARGUMENT_LIMITS.maxPayloadChars - 8)}"}` })).toBeUndefined();
    expect(screenArguments({ api: "creditapi", dados: { x: "a".repeat(ARGUMENT_LIMITS.maxTotalChars) } })).toMatchObject({ argument: "dados", kind: "tamanho" });
    let deep: unknown = "fim";
    for (let level = 0; level <= ARGUMENT_LIMITS.maxDepth; level++) deep = { a: deep };
    expect(screenArguments({ dados: deep })).toMatchObject({ argument: "dados", kind: "tamanho" });
    expect(screenArguments({ dados: JSON.stringify(deep) })).toMatchObject({ argument: "dados", kind: "tamanho" });
  });

  it("screens long runs of letters and digits without finding data in them", () => {
    expect(sensitiveKindInText("A".repeat(20_000))).toBeUndefined();
    expect(sensitiveKindInText(`${"eyJ-".repeat(4000)}`)).toBeUndefined();
  });

  it("refuses a resource address variable that does not decode", () => {
    expect(undecodableVariable({ id: "%ff" })).toMatchObject({ argument: "id", kind: "codificacao" });
    expect(undecodableVariable({ id: ["ok", "%E0%A4"] })).toMatchObject({ kind: "codificacao" });
    expect(undecodableVariable({ id: "consignado-privado%2Fsimulacao" })).toBeUndefined();
  });
});
