import { describe, expect, test } from "vitest";
import { boardQueryString, parseBoardSearch, parseBoardText, parseRowWindows, rowWindowsParam } from "./board-filters";

describe("board filters from the URL", () => {
  test("valid values become filters; empty ones are absent", () => {
    const result = parseBoardSearch(
      new URLSearchParams({ product: "fgts", branch: "NONE", operator: "6A1F0E2C-3B4D-4E5F-8A9B-0C1D2E3F4A01", from: "2026-11-01", to: "2026-11-22", q: " " }),
    );
    expect(result).toEqual({
      ok: true,
      values: { product: "fgts", branch: "NONE", operator: "6A1F0E2C-3B4D-4E5F-8A9B-0C1D2E3F4A01", from: "2026-11-01", to: "2026-11-22" },
      filters: { product: "fgts", branch: "none", operator: "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a01", from: "2026-11-01", to: "2026-11-22" },
    });
  });

  test("bad values give pt-BR messages naming what was expected", () => {
    const result = parseBoardSearch({ product: "auto", branch: "se", from: "2026-02-30", to: "2026-01-01" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.messages).toEqual(
      expect.arrayContaining([
        "Produto desconhecido: escolha consignado privado ou FGTS.",
        "Agência inválida: escolha uma agência da lista.",
        "Data inicial inválida: use uma data real (AAAA-MM-DD).",
      ]),
    );
  });

  test("a period that ends before it starts is refused", () => {
    const result = parseBoardSearch({ from: "2026-11-22", to: "2026-11-01" });
    expect(result).toMatchObject({ ok: false, messages: ["Período inválido: a data inicial deve ser anterior ou igual à data final."] });
  });

  test("long or unrecognised text is refused without being searched", () => {
    expect(parseBoardSearch({ q: "x".repeat(41) })).toMatchObject({ ok: false });
    expect(parseBoardSearch({ q: "Maria da Silva" })).toMatchObject({ ok: false });
  });

  test("the query string carries the raw values back", () => {
    expect(boardQueryString({ product: "payroll", q: "CN00000012" })).toBe("product=payroll&q=CN00000012");
  });
});

describe("the board's text search", () => {
  test("a CPF with or without punctuation", () => {
    expect(parseBoardText("123.456.789-09")).toEqual({ kind: "cpf", digits: "12345678909" });
    expect(parseBoardText("12345678909")).toEqual({ kind: "cpf", digits: "12345678909" });
  });

  test("an operation number with or without its prefix and zeros", () => {
    expect(parseBoardText("CN00000123")).toEqual({ kind: "number", digits: "00000123" });
    expect(parseBoardText("cn123")).toEqual({ kind: "number", digits: "123" });
    expect(parseBoardText("123")).toEqual({ kind: "number", digits: "123" });
  });

  test("an operation id", () => {
    expect(parseBoardText("6A1F0E2C-3B4D-4E5F-8A9B-0C1D2E3F4A01")).toEqual({ kind: "id", id: "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a01" });
  });

  test("anything else is not a search", () => {
    expect(parseBoardText("maria")).toBeUndefined();
    expect(parseBoardText("12345-x")).toBeUndefined();
  });
});

describe("row windows of the data request", () => {
  const isStatus = (value: string) => ["Draft", "Signatures"].includes(value);

  test("status and rows, capped; anything else ignored", () => {
    expect(parseRowWindows("Signatures:600,Draft:99999,Nope:5,Draft2:7,Signatures:x,:3", isStatus, 10_000)).toEqual({ Signatures: 600, Draft: 10_000 });
    expect(parseRowWindows(null, isStatus, 100)).toEqual({});
  });

  test("round trip", () => {
    expect(parseRowWindows(rowWindowsParam({ Draft: 600 }), isStatus, 10_000)).toEqual({ Draft: 600 });
  });
});
