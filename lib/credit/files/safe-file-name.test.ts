import { describe, expect, test } from "vitest";
import { asciiFileName, attachmentDisposition, hasUnsafeCharacters, storedFileName } from "./safe-file-name";

describe("storedFileName", () => {
  test.each([
    ["termo-consentimento.pdf", "termo-consentimento.pdf"],
    ["C:\\fakepath\\termo.pdf", "termo.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["  contrato assinado.pdf  ", "contrato assinado.pdf"],
    ["..hidden.png", "hidden.png"],
    ["documento.pdf. . ", "documento.pdf"],
    ["nome\u0000com\u001fcontrole\u007f.pdf", "nomecomcontrole.pdf"],
    ["fatura\u202Efdp.exe", "faturafdp.exe"],
    ["zero\u200Bwidth\uFEFF.jpg", "zerowidth.jpg"],
    ["Declarac\u0327a\u0303o.pdf", "Declaração.pdf"],
  ])("%j → %j", (raw, stored) => {
    expect(storedFileName(raw)).toBe(stored);
  });

  test.each(["", "   ", "/", "dir/", "...", "\u0000\u0001"])("%j leaves nothing: undefined", (raw) => {
    expect(storedFileName(raw)).toBeUndefined();
  });

  test("a long name is cut to 255 characters, keeping the extension", () => {
    const stored = storedFileName(`${"ã".repeat(300)}.pdf`);
    expect([...(stored ?? "")]).toHaveLength(255);
    expect(stored?.endsWith("ã.pdf")).toBe(true);
  });

  test("control and invisible characters are detected", () => {
    expect(hasUnsafeCharacters("termo\n.pdf")).toBe(true);
    expect(hasUnsafeCharacters("termo\u202E.pdf")).toBe(true);
    expect(hasUnsafeCharacters("Termo de Consentimento (1).pdf")).toBe(false);
  });
});

describe("Content-Disposition", () => {
  test("an ASCII name passes as it is, in both parameters", () => {
    expect(attachmentDisposition("termo.pdf")).toBe(`attachment; filename="termo.pdf"; filename*=UTF-8''termo.pdf`);
  });

  test("accents: ASCII fallback without them, the exact name percent-encoded in UTF-8", () => {
    expect(attachmentDisposition("Declaração (cópia).pdf")).toBe(
      `attachment; filename="Declaracao (copia).pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20%28c%C3%B3pia%29.pdf`,
    );
  });

  test("quotes, semicolons and line breaks cannot break out of the header", () => {
    const header = attachmentDisposition('a";\r\nSet-Cookie: x=1; b".pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(/filename="([^"]*)"/.exec(header)?.[1]).toBe("a__Set-Cookie_ x_1_ b_.pdf");
    expect(header.split('"')).toHaveLength(3);
    expect(header).toContain("filename*=UTF-8''a%22%3BSet-Cookie%3A%20x%3D1%3B%20b%22.pdf");
  });

  test("a backslash is a folder separator in the name, and never reaches the ASCII fallback", () => {
    expect(attachmentDisposition('pasta\\nome".pdf')).toBe(`attachment; filename="nome_.pdf"; filename*=UTF-8''nome%22.pdf`);
    expect(asciiFileName("a\\b*c?.pdf")).toBe("a_b_c_.pdf");
  });

  test("a name with nothing usable falls back to 'documento'", () => {
    expect(attachmentDisposition("\u0000")).toBe(`attachment; filename="documento"; filename*=UTF-8''documento`);
    expect(asciiFileName("")).toBe("documento");
  });
});
