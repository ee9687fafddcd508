import { describe, expect, test } from "vitest";
import { showActionErrors } from "./show-action-errors";

type Values = { email: string; password: string };

function collect() {
  const errors: Record<string, string | undefined> = {};
  const setError = (name: string, error: { message?: string }) => void (errors[name] = error.message);
  return { errors, setError };
}

describe("showActionErrors", () => {
  test("field messages go on their fields; the action's message is not repeated when a field says it", () => {
    const { errors, setError } = collect();
    showActionErrors<Values>(setError, { ok: false, code: "conflict", message: "Já existe.", fieldErrors: { email: "Já existe." } }, ["email", "password"]);
    expect(errors).toEqual({ email: "Já existe." });
  });

  test("a general message and messages about fields the form does not show go to root", () => {
    const { errors, setError } = collect();
    showActionErrors<Values>(setError, { ok: false, code: "invalid", message: "Revise os campos destacados.", fieldErrors: { password: "Curta.", operatorId: "Operador inválido." } }, [
      "email",
      "password",
    ]);
    expect(errors).toEqual({ password: "Curta.", root: "Revise os campos destacados. Operador inválido." });
  });

  test("a refusal without fields is the root error", () => {
    const { errors, setError } = collect();
    showActionErrors<Values>(setError, { ok: false, code: "forbidden", message: "Seu perfil não permite esta ação." }, ["email"]);
    expect(errors).toEqual({ root: "Seu perfil não permite esta ação." });
  });
});
