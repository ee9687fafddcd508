import { describe, expect, it } from "vitest";
import { byteLength, pageOf, partNumber, splitIntoParts } from "./paging";

const table = ["| campo | tipo |", "|---|---|", ...Array.from({ length: 80 }, (_, index) => `| \`campo${index}\` | inteiro, centavos, com uma regra longa o bastante |`)].join("\n");
const code = ["```json", "{", ...Array.from({ length: 10 }, (_, index) => `  "k${index}": ${index},`), "", '  "fim": true', "}", "```"].join("\n");
const document = ["## Primeira", "Um parágrafo.", table, "## Segunda", code, "Outro parágrafo."].join("\n\n");

describe("splitIntoParts", () => {
  const parts = splitIntoParts(document, 1_500);

  it("keeps every part within the budget and loses nothing", () => {
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(byteLength(part.text)).toBeLessThanOrEqual(1_500);
    const joined = parts.map((part) => part.text).join("\n");
    for (let index = 0; index < 80; index++) expect(joined).toContain(`\`campo${index}\``);
    expect(joined).toContain("Outro parágrafo.");
  });

  it("repeats a table's header on every piece and keeps a code block whole", () => {
    for (const part of parts.filter((candidate) => candidate.text.includes("`campo"))) expect(part.text).toMatch(/\| campo \| tipo \|\n\|---\|---\|/);
    expect(parts.filter((part) => part.text.includes("```json")).map((part) => part.text)).toEqual([expect.stringContaining('"fim": true')]);
  });

  it("names what each part holds, a continued section included", () => {
    expect(parts[0]?.headings).toEqual(["Primeira"]);
    expect(parts[1]?.headings[0]).toBe("Primeira (continuação)");
    expect(parts.some((part) => part.headings.includes("Segunda"))).toBe(true);
  });

  it("answers a short text whole, as one part", () => {
    expect(splitIntoParts("## Curto\n\ntexto")).toEqual([{ text: "## Curto\n\ntexto", headings: ["Curto"] }]);
  });
});

describe("pageOf", () => {
  it("gives the part asked for with the list of parts and how to ask for the next", () => {
    const page = pageOf(document, 1, (part) => `ferramenta parte="${part}"`, 1_500);
    if ("error" in page) throw new Error(page.error);
    expect(page.total).toBeGreaterThan(2);
    expect(page.text).toContain(`Parte 1 de ${page.total}`);
    expect(page.next).toBe('ferramenta parte="2"');
    const last = pageOf(document, page.total, (part) => `parte ${part}`, 1_500);
    expect("error" in last ? "" : last.text).toContain("Esta é a última parte.");
    expect(pageOf(document, page.total + 1, String, 1_500)).toMatchObject({ error: expect.stringContaining(`de 1 a ${page.total}`) });
  });

  it("returns a text that fits unchanged", () => {
    expect(pageOf("curto", 1, String)).toEqual({ text: "curto", part: 1, total: 1 });
  });
});

describe("partNumber", () => {
  it("reads 1 by default, positive integers, and refuses anything else", () => {
    expect(partNumber(undefined)).toBe(1);
    expect(partNumber(" 3 ")).toBe(3);
    expect(partNumber("parte 2")).toBe(2);
    expect(partNumber("0")).toBeUndefined();
    expect(partNumber("dois")).toBeUndefined();
  });
});
