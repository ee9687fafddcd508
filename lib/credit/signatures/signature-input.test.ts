import { describe, expect, test } from "vitest";
import { refusalFromQuery } from "./refusal-from-query";
import { identityLockedMessage, identityMismatchMessage, parseRefusalInput, parseSignInput, SignatureInputError, SIGNATURE_ERRORS } from "./signature-input";
import { boundedUserAgent, USER_AGENT_MAX } from "./signing-evidence";

const SHA = "a".repeat(64);

function refusedCodes(action: () => unknown): readonly string[] {
  try {
    action();
  } catch (error) {
    if (error instanceof SignatureInputError) return error.codes;
    throw error;
  }
  return [];
}

describe("the Assinar form", () => {
  test("needs the consent ticked, the CPF's first three digits and the verification code; all refusals at once", () => {
    const error = (() => {
      try {
        parseSignInput({});
      } catch (thrown) {
        return thrown as SignatureInputError;
      }
      throw new Error("accepted");
    })();
    expect(error.codes).toEqual(["consent-missing", "cpf-missing", "document-missing"]);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      { field: "consent", message: SIGNATURE_ERRORS["consent-missing"].message },
      { field: "cpfFirstDigits", message: SIGNATURE_ERRORS["cpf-missing"].message },
      { field: "documentSha256", message: SIGNATURE_ERRORS["document-missing"].message },
    ]);
  });

  test.each([true, "on", "sim", "true", "1"])("consent %j is a ticked box", (consent) => {
    expect(parseSignInput({ consent, cpfFirstDigits: "529", documentSha256: SHA })).toEqual({ cpfFirstDigits: "529", documentSha256: SHA });
  });

  test.each([false, "off", "", "não", 1, null])("consent %j is not", (consent) => {
    expect(refusedCodes(() => parseSignInput({ consent, cpfFirstDigits: "529", documentSha256: SHA }))).toEqual(["consent-missing"]);
  });

  test.each([
    ["5 2 9", "529"],
    [" 529 ", "529"],
    ["529.", "529"],
  ])("digits typed as %j are read as %s", (typed, digits) => {
    expect(parseSignInput({ consent: "sim", cpfFirstDigits: typed, documentSha256: SHA }).cpfFirstDigits).toBe(digits);
  });

  test.each(["52", "5299", "52a", "５２９", 529])("digits %j are refused with the expected format", (typed) => {
    const codes = refusedCodes(() => parseSignInput({ consent: "sim", cpfFirstDigits: typed, documentSha256: SHA }));
    expect(codes).toEqual([typeof typed === "number" ? "cpf-missing" : "cpf-format"]);
  });

  test("the verification code is 64 hex digits (upper case accepted, kept lower case)", () => {
    expect(parseSignInput({ consent: "sim", cpfFirstDigits: "529", documentSha256: SHA.toUpperCase() }).documentSha256).toBe(SHA);
    expect(refusedCodes(() => parseSignInput({ consent: "sim", cpfFirstDigits: "529", documentSha256: "a".repeat(63) }))).toEqual(["document-missing"]);
  });
});

describe("the Recusar form", () => {
  test("needs no consent; the reason is optional, one line, at most 500 characters", () => {
    expect(parseRefusalInput({ cpfFirstDigits: "529", documentSha256: SHA })).toEqual({ cpfFirstDigits: "529", documentSha256: SHA, reason: null });
    expect(parseRefusalInput({ cpfFirstDigits: "529", documentSha256: SHA, reason: "  O valor\r\n  não é o combinado  " }).reason).toBe("O valor não é o combinado");
    expect(parseRefusalInput({ cpfFirstDigits: "529", documentSha256: SHA, reason: "   " }).reason).toBeNull();
    expect(parseRefusalInput({ cpfFirstDigits: "529", documentSha256: SHA, reason: "é".repeat(500) }).reason).toHaveLength(500);
  });

  test.each([
    ["é".repeat(501), "reason-too-long"],
    ["a\u0000b", "reason-invalid"],
    [42, "reason-invalid"],
  ])("reason %j is refused (%s)", (reason, code) => {
    expect(refusedCodes(() => parseRefusalInput({ cpfFirstDigits: "529", documentSha256: SHA, reason }))).toEqual([code]);
  });
});

describe("messages", () => {
  test("wrong digits say how many tries are left before the lock", () => {
    expect(identityMismatchMessage(4)).toMatch(/Restam 4 tentativas antes de um bloqueio de 15 minutos\.$/);
    expect(identityMismatchMessage(1)).toMatch(/Resta 1 tentativa/);
  });

  test("the lock says until when, in Brasília", () => {
    expect(identityLockedMessage(new Date("2026-11-22T18:40:00Z"))).toMatch(/a partir das 15:40 \(horário de Brasília\)/);
  });
});

describe("refusals carried back to the page without JavaScript", () => {
  const signer = { attemptsLeft: 3, lockedUntil: null };

  test("codes become the messages of their fields, in the form that was refused", () => {
    const refusal = refusalFromQuery({ acao: "assinar", erro: "consent-missing,cpf-mismatch", aceite: "1" }, signer);
    expect(refusal).toEqual({
      form: "sign",
      errors: { consent: SIGNATURE_ERRORS["consent-missing"].message, cpfFirstDigits: identityMismatchMessage(3) },
      general: null,
      consentChecked: true,
    });
  });

  test("a changed document is a message about the whole form", () => {
    expect(refusalFromQuery({ acao: "recusar", erro: "document-changed" }, signer)).toMatchObject({ form: "refuse", general: SIGNATURE_ERRORS["document-changed"].message, consentChecked: false });
  });

  test("unknown codes and text are ignored: a crafted link cannot put words on the page", () => {
    expect(refusalFromQuery({ acao: "assinar", erro: "<b>pague aqui</b>,toString,__proto__" }, signer)).toEqual({ form: "sign", errors: {}, general: null, consentChecked: false });
    expect(refusalFromQuery({ erro: "consent-missing" }, signer)).toMatchObject({ form: null, errors: {} });
  });

  test("a locked link shows the lock whatever the query says", () => {
    const refusal = refusalFromQuery({}, { attemptsLeft: 5, lockedUntil: new Date("2026-11-22T18:40:00Z") });
    expect(refusal.form).toBe("sign");
    expect(refusal.errors.cpfFirstDigits).toBe(identityLockedMessage(new Date("2026-11-22T18:40:00Z")));
  });
});

describe("the user agent kept as evidence", () => {
  test("is bounded to 512 characters, control characters replaced, surrogate pairs kept whole", () => {
    expect(boundedUserAgent("Mozilla/5.0 (X11; Linux x86_64)")).toBe("Mozilla/5.0 (X11; Linux x86_64)");
    expect(boundedUserAgent("a".repeat(20_000))).toHaveLength(USER_AGENT_MAX);
    expect(boundedUserAgent("a\u0001b")).toBe("a\uFFFDb");
    expect(Array.from(boundedUserAgent("😀".repeat(600)) ?? "")).toHaveLength(USER_AGENT_MAX);
    expect(boundedUserAgent(null)).toBeNull();
    expect(boundedUserAgent("   ")).toBeNull();
  });
});
