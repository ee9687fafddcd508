import { describe, expect, test } from "vitest";
import { drillHref, exportHref, MAX_PERIOD_DAYS, parseExportTable, parsePipelineSearch, pipelineQueryString } from "./pipeline-filters";

const TODAY = "2026-11-22";
const BRANCH = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

describe("pipeline filters from the URL", () => {
  test("no parameters: this month so far, no narrowing, no drill-down", () => {
    const search = parsePipelineSearch(new URLSearchParams(), TODAY);
    expect(search).toMatchObject({ ok: true, filters: { from: "2026-11-01", to: "2026-11-22" }, drill: null });
  });

  test("a missing start is the first of the end's month; a missing end is today", () => {
    expect(parsePipelineSearch({ to: "2026-10-15" }, TODAY)).toMatchObject({ ok: true, filters: { from: "2026-10-01", to: "2026-10-15" } });
    expect(parsePipelineSearch({ from: "2026-09-10" }, TODAY)).toMatchObject({ ok: true, filters: { from: "2026-09-10", to: TODAY } });
  });

  test("every filter, ids lower-cased, `none` for no branch or no operator", () => {
    const search = parsePipelineSearch(
      { from: "2026-11-01", to: "2026-11-22", product: "fgts", organization: BRANCH.toUpperCase(), branch: "none", operator: BRANCH },
      TODAY,
    );
    expect(search).toMatchObject({ ok: true, filters: { product: "fgts", organization: BRANCH, branch: "none", operator: BRANCH } });
  });

  test.each([
    [{ from: "2026-13-01" }, "Data inicial inválida"],
    [{ from: "0202-11-01" }, "Data inicial inválida"],
    [{ from: "2026-11-10", to: "2026-11-01" }, "Período inválido"],
    [{ from: "2020-01-01", to: "2026-11-22" }, "Período longo demais"],
    [{ product: "auto" }, "Produto desconhecido"],
    [{ branch: "sé" }, "Agência inválida"],
    [{ organization: "none" }, "Correspondente inválido"],
    [{ drill: "everything" }, "Detalhamento desconhecido"],
    [{ drill: "stays" }, "falta o status"],
    [{ drill: "returned", dstatus: "Signatures" }, "devoluções e recusas são de"],
    [{ drill: "created", dreason: "margem" }, "o motivo só se aplica"],
    [{ drill: "created", dreason: "Margem; DROP" }, "Motivo inválido"],
    [{ drill: "created", page: "0" }, "Página inválida"],
  ])("%o is refused with a message naming the problem", (params, message) => {
    const search = parsePipelineSearch(params as Record<string, string>, TODAY);
    expect(search.ok).toBe(false);
    if (!search.ok) expect(search.messages.join(" ")).toContain(message);
  });

  test("the longest period is three years", () => {
    expect(parsePipelineSearch({ from: "2023-11-23", to: "2026-11-22" }, TODAY).ok).toBe(true);
    expect(MAX_PERIOD_DAYS).toBe(1096);
  });

  test("a drill-down keeps the figure's row and column; links and exports round-trip through the parser", () => {
    const filters = { from: "2026-11-01", to: "2026-11-22", product: "payroll" as const };
    const drill = { measure: "returned" as const, status: "WarrantyRevision" as const, branch: "none", organization: BRANCH, reason: "margem", page: 3 };
    const href = drillHref(filters, drill);
    expect(href.endsWith("#operacoes")).toBe(true);
    const parsed = parsePipelineSearch(new URLSearchParams(href.slice("/pipeline?".length, href.indexOf("#"))), TODAY);
    expect(parsed).toMatchObject({ ok: true, filters, drill });

    const exported = new URL(exportHref("operations", filters, drill), "http://x");
    expect(exported.pathname).toBe("/pipeline/export");
    expect(parseExportTable(exported.searchParams.get("table"))).toBe("operations");
    expect(parsePipelineSearch(exported.searchParams, TODAY)).toMatchObject({ ok: true, drill: { measure: "returned", reason: "margem" } });
    // A table's export carries the filters only.
    expect(new URL(exportHref("branches", filters, drill), "http://x").searchParams.get("drill")).toBeNull();
    expect(pipelineQueryString(filters)).toBe("from=2026-11-01&to=2026-11-22&product=payroll");
    expect(parseExportTable("users")).toBeNull();
  });

  test("values are bounded before they are parsed", () => {
    const search = parsePipelineSearch({ dreason: "a".repeat(100_000) }, TODAY);
    expect(search.values.dreason).toHaveLength(200);
  });
});
