import { describe, expect, test } from "vitest";
import { mailtoLink, signatureMessage, whatsappLink, whatsappNumber } from "./hand-off-links";

const URL = "https://credito.example/sign/abc_DEF-123";

describe("hand-off of a signature link", () => {
  test("the message has the first name, the link and what to do, never digits of a CPF or an amount", () => {
    const { subject, body } = signatureMessage(URL, "Conceição");
    expect(body).toContain("Olá, Conceição!");
    expect(body).toContain(URL);
    expect(body).toContain("Li e concordo");
    expect(`${subject} ${body.replace(URL, "")}`).not.toMatch(/R\$|\d{3}\.\d{3}|\d{11}/);
    expect(signatureMessage(URL, null).body.startsWith("Olá! ")).toBe(true);
  });

  test.each([
    ["11987654321", "5511987654321"],
    ["(11) 98765-4321", "5511987654321"],
    ["+55 11 98765-4321", "5511987654321"],
    ["1187654321", null],
    ["", null],
  ])("WhatsApp number %j → %j", (typed, expected) => {
    expect(whatsappNumber(typed)).toBe(expected);
  });

  test("wa.me link to the number with the message encoded, or to no number", () => {
    const { body } = signatureMessage(URL, "Ana");
    const link = new globalThis.URL(whatsappLink(body, "11987654321"));
    expect(link.origin + link.pathname).toBe("https://wa.me/5511987654321");
    expect(link.searchParams.get("text")).toBe(body);
    expect(whatsappLink(body, "123")).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  test("mailto with subject and body encoded", () => {
    const message = signatureMessage(URL, "Ana");
    const link = mailtoLink("ana+credito@exemplo.com.br", message);
    expect(link.startsWith("mailto:ana%2Bcredito@exemplo.com.br?subject=")).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf("?") + 1));
    expect(query.get("body")).toBe(message.body);
    expect(mailtoLink(null, message).startsWith("mailto:?subject=")).toBe(true);
  });
});
