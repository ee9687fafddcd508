import { describe, expect, it } from "vitest";
import {
  auditHref,
  auditPeriodRange,
  auditSearchValues,
  brasiliaDayStart,
  brasiliaWallClock,
  describeAuditFilters,
  parseAuditSearch,
} from "./audit-filters";

const OPERATOR = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const OPERATION = "0b7e4c2a-5d6f-4a1b-9c8d-7e6f5a4b3c2d";

describe("parseAuditSearch", () => {
  it("gives no filters, page 1 and 50 per page for an empty URL", () => {
    expect(parseAuditSearch({})).toEqual({ ok: true, values: {}, filters: {}, pagination: { page: 1, size: 50 } });
  });

  it("parses every filter, lower-casing ids", () => {
    const result = parseAuditSearch(
      new URLSearchParams({ operator: OPERATOR.toUpperCase(), action: "auth.sign_in", operation: OPERATION, from: "2026-11-01", to: "2026-11-21", page: "3", size: "200" }),
    );
    expect(result).toMatchObject({
      ok: true,
      filters: { operatorId: OPERATOR, action: "auth.sign_in", operationId: OPERATION, from: "2026-11-01", to: "2026-11-21" },
      pagination: { page: 3, size: 200 },
    });
  });

  it("treats empty fields of the GET form as absent and takes the first of repeated params", () => {
    const result = parseAuditSearch({ operator: "", action: ["auth.sign_out", "auth.sign_in"], operation: "  ", from: undefined });
    expect(result).toMatchObject({ ok: true, filters: { action: "auth.sign_out" } });
    expect(auditSearchValues({ operator: "", to: " 2026-11-21 " })).toEqual({ to: "2026-11-21" });
  });

  it.each([
    [{ operator: "gestor" }, "Operador inválido: escolha um operador da lista."],
    [{ action: "auth.delete_everything" }, "Ação desconhecida: escolha uma ação da lista."],
    [{ operation: "123" }, "Identificador de operação inválido: informe o UUID completo da operação."],
    [{ from: "21/11/2026" }, "Data inicial inválida: use uma data real no formato AAAA-MM-DD."],
    [{ to: "2026-02-30" }, "Data final inválida: use uma data real no formato AAAA-MM-DD."],
    [{ from: "2026-11-21", to: "2026-11-01" }, "Período inválido: a data inicial deve ser anterior ou igual à data final."],
    [{ page: "0" }, "Página inválida: use um número inteiro a partir de 1."],
    [{ page: "dois" }, "Página inválida: use um número inteiro a partir de 1."],
    [{ page: "1.5" }, "Página inválida: use um número inteiro a partir de 1."],
    [{ size: "201" }, "Itens por página: use um número inteiro de 1 a 200."],
  ])("refuses %j with a pt-BR message, keeping the typed values", (params, message) => {
    const result = parseAuditSearch(params);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.messages).toEqual([message]);
    expect(result.values).toEqual(params);
  });

  it("lists every invalid field at once", () => {
    const result = parseAuditSearch({ operator: "x", action: "y" });
    expect(result.ok ? [] : result.messages).toHaveLength(2);
  });
});

describe("period in Brasília time", () => {
  it("starts a day at 03:00 UTC (UTC-3, no daylight saving time since 2019)", () => {
    expect(brasiliaDayStart("2026-11-01").toISOString()).toBe("2026-11-01T03:00:00.000Z");
    expect(brasiliaDayStart("2026-01-15").toISOString()).toBe("2026-01-15T03:00:00.000Z");
  });

  it("follows the time zone data where Brazil had daylight saving time (UTC-2 in January 2018)", () => {
    expect(brasiliaDayStart("2018-01-15").toISOString()).toBe("2018-01-15T02:00:00.000Z");
  });

  it("includes the whole final day: up to the start of the next one, across month and year ends", () => {
    expect(auditPeriodRange({ from: "2026-11-01", to: "2026-11-21" })).toEqual({
      gte: new Date("2026-11-01T03:00:00.000Z"),
      lt: new Date("2026-11-22T03:00:00.000Z"),
    });
    expect(auditPeriodRange({ to: "2026-12-31" })).toEqual({ lt: new Date("2027-01-01T03:00:00.000Z") });
    expect(auditPeriodRange({ to: "2028-02-28" })).toEqual({ lt: new Date("2028-02-29T03:00:00.000Z") });
    expect(auditPeriodRange({})).toEqual({});
  });

  it("an event at 23:59 Brasília on the final day is inside; one at 00:00 of the next is not", () => {
    const { lt } = auditPeriodRange({ to: "2026-11-21" });
    expect(new Date("2026-11-22T02:59:59.999Z") < lt!).toBe(true);
    expect(new Date("2026-11-22T03:00:00.000Z") < lt!).toBe(false);
  });

  it("reads an instant's wall clock in Brasília", () => {
    expect(brasiliaWallClock(new Date("2026-11-21T02:05:09Z"))).toEqual({ year: "2026", month: "11", day: "20", hour: "23", minute: "05", second: "09" });
  });
});

describe("links and descriptions", () => {
  it("builds links that keep the filters, leaving out defaults", () => {
    expect(auditHref("/audit", {})).toBe("/audit");
    expect(auditHref("/audit", { action: "auth.sign_in", from: "2026-11-01" }, { page: 2, size: 50 })).toBe("/audit?action=auth.sign_in&from=2026-11-01&page=2");
    expect(auditHref("/audit/export", { operatorId: OPERATOR }, { page: 1, size: 100 })).toBe(`/audit/export?operator=${OPERATOR}&size=100`);
  });

  it("round-trips: a link's filters parse back to the same filters", () => {
    const filters = { operatorId: OPERATOR, action: "operation.created", operationId: OPERATION, from: "2026-11-01", to: "2026-11-02" } as const;
    const href = auditHref("/audit", filters, { page: 4, size: 25 });
    expect(parseAuditSearch(new URL(href, "http://localhost").searchParams)).toMatchObject({ ok: true, filters, pagination: { page: 4, size: 25 } });
  });

  it("describes the filters in pt-BR for the export's audit event", () => {
    expect(describeAuditFilters({})).toBe("sem filtros");
    expect(describeAuditFilters({ action: "auth.sign_in", from: "2026-11-01", to: "2026-11-21" })).toBe("ação: Entrada (auth.sign_in); período: 01/11/2026 a 21/11/2026");
    expect(describeAuditFilters({ to: "2026-11-21" })).toBe("período: início a 21/11/2026");
  });
});
