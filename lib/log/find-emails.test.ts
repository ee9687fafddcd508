import { describe, expect, it } from "vitest";
import { findEmails, replaceEmails } from "./find-emails";

/** The pattern find-emails replaces: the same matches, found in quadratic time on long runs. */
const REFERENCE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

function referenceSpans(text: string) {
  return [...text.matchAll(REFERENCE)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

describe("findEmails", () => {
  it.each([
    "contato: joao.silva@dominio.com.br.",
    "a@b.com@c.org",
    "x a@b..c y@d.e.",
    "@@a@b.c@@d@e.f",
    "nome+tag@sub.exemplo.com.br, outra_pessoa%x@host-1.io",
    "sem arroba nenhuma",
    "a@b",
    "-@-.-",
    ".@a.b..",
    "j***@d***.com.br",
  ])("finds what the reference pattern finds in %j", (text) => {
    expect(findEmails(text)).toEqual(referenceSpans(text));
  });

  it("agrees with the reference pattern on generated text", () => {
    const alphabet = "ab1.-_%+@ x";
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: next() % 30 }, () => alphabet[next() % alphabet.length]).join("");
      expect(findEmails(text), text).toEqual(referenceSpans(text));
    }
  });

  it("replaces each address", () => {
    expect(replaceEmails("de a@b.com para c@d.org", (email) => `<${email.length}>`)).toBe("de <7> para <7>");
  });
});
