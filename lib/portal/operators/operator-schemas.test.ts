import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  createOperatorSchema,
  resetOperatorPasswordFormSchema,
  resetOperatorPasswordSchema,
  revokeOperatorSessionsSchema,
  setOperatorDisabledSchema,
  updateOperatorSchema,
} from "./operator-schemas";

const BRANCH = "6f1c1c3e-3f0e-4b8e-9b1e-2f3a4b5c6d7e";
const OPERATOR = "0b7d3f52-8a3e-4a4f-9c55-7f6f1f2e9a10";

const valid = { name: "  Maria Silva ", email: " Maria.Silva@Centro.Demo ", role: "correspondent", branchId: BRANCH, password: "uma-senha-bem-longa" } as const;

function fieldMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join(".")] ??= []).push(issue.message);
  return messages;
}

describe("createOperatorSchema", () => {
  test("normalizes name and e-mail, keeps the password as typed", () => {
    expect(createOperatorSchema.parse({ ...valid, password: " senha com espaços " })).toEqual({
      name: "Maria Silva",
      email: "maria.silva@centro.demo",
      role: "correspondent",
      branchId: BRANCH,
      password: " senha com espaços ",
    });
  });

  test("'' from the branch select is no branch", () => {
    expect(createOperatorSchema.parse({ ...valid, role: "manager", branchId: "" }).branchId).toBeNull();
    expect(createOperatorSchema.parse({ ...valid, role: "desk", branchId: undefined }).branchId).toBeNull();
  });

  test("role ↔ branch, on the branchId field", () => {
    expect(fieldMessages(createOperatorSchema.safeParse({ ...valid, role: "officer", branchId: "" }))).toEqual({
      branchId: ["Correspondentes e agentes de crédito precisam de uma agência."],
    });
    expect(fieldMessages(createOperatorSchema.safeParse({ ...valid, role: "manager" }))).toEqual({
      branchId: ["Gestores e a mesa de crédito não pertencem a uma agência."],
    });
  });

  test("password: at least 12 characters and not the e-mail's local part", () => {
    expect(fieldMessages(createOperatorSchema.safeParse({ ...valid, password: "curta-11chr" }))).toEqual({
      password: ["A senha precisa de ao menos 12 caracteres."],
    });
    expect(createOperatorSchema.safeParse({ ...valid, password: "curta-12chrs" }).success).toBe(true);
    expect(fieldMessages(createOperatorSchema.safeParse({ ...valid, password: "MARIA.SILVA-2026" }))).toEqual({
      password: ["A senha não pode conter a parte do e-mail antes do @."],
    });
  });

  test("pt-BR messages for missing and malformed fields", () => {
    expect(fieldMessages(createOperatorSchema.safeParse({}))).toEqual({
      name: ["Informe o nome."],
      email: ["Informe o e-mail."],
      role: ["Escolha um perfil."],
      password: ["Informe a senha."],
    });
    expect(fieldMessages(createOperatorSchema.safeParse({ ...valid, email: "maria", role: "admin", branchId: "centro-se" }))).toMatchObject({
      email: ["E-mail inválido."],
      role: ["Escolha um perfil."],
      branchId: expect.arrayContaining(["Agência inválida."]),
    });
  });
});

describe("updateOperatorSchema", () => {
  test("role and branch with the same rule", () => {
    expect(updateOperatorSchema.parse({ operatorId: OPERATOR, role: "desk", branchId: "" })).toEqual({ operatorId: OPERATOR, role: "desk", branchId: null });
    expect(fieldMessages(updateOperatorSchema.safeParse({ operatorId: OPERATOR, role: "correspondent", branchId: "" }))).toHaveProperty("branchId");
    expect(fieldMessages(updateOperatorSchema.safeParse({ operatorId: "1", role: "desk" }))).toEqual({ operatorId: ["Operador inválido."] });
  });
});

describe("reset password schemas", () => {
  test("the server's schema checks the length; the form's adds the operator's e-mail rule", () => {
    expect(resetOperatorPasswordSchema.safeParse({ operatorId: OPERATOR, password: "carla.correspondente-1" }).success).toBe(true);
    const formSchema = resetOperatorPasswordFormSchema("carla.correspondente@centro.demo");
    expect(fieldMessages(formSchema.safeParse({ operatorId: OPERATOR, password: "carla.correspondente-1" }))).toEqual({
      password: ["A senha não pode conter a parte do e-mail antes do @."],
    });
    expect(fieldMessages(formSchema.safeParse({ operatorId: OPERATOR, password: "curta" }))).toEqual({ password: ["A senha precisa de ao menos 12 caracteres."] });
  });
});

describe("one-click action schemas", () => {
  test("disable/enable and revoke", () => {
    expect(setOperatorDisabledSchema.safeParse({ operatorId: OPERATOR, disabled: "true" }).success).toBe(false);
    expect(revokeOperatorSessionsSchema.parse({ operatorId: OPERATOR })).toEqual({ operatorId: OPERATOR });
    expect(revokeOperatorSessionsSchema.safeParse({ operatorId: OPERATOR, sessionId: "x" }).success).toBe(false);
  });
});
