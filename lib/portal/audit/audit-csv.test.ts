import { describe, expect, it } from "vitest";
import { AUDIT_CSV_HEADER, auditCsvCells, auditCsvFilename, auditCsvStream, csvCell, csvLine, formatCsvDateTime, truncationNotice } from "./audit-csv";
import type { AuditEventRow } from "./find-audit-events";

function row(overrides: Partial<AuditEventRow> = {}): AuditEventRow {
  return {
    id: "1",
    at: new Date("2026-11-21T12:30:15Z"),
    operatorId: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
    operatorName: "Gestora Demo",
    operatorEmail: "gestor@portal.demo",
    roleLabel: "Gestor",
    action: "auth.sign_in",
    actionLabel: "Entrada",
    operationId: null,
    creditNoteNo: null,
    summary: "Entrada (Chrome · Linux)",
    ipPrefix: "10.1.2.0/24",
    ...overrides,
  };
}

async function* rows(count: number): AsyncGenerator<AuditEventRow> {
  for (let index = 0; index < count; index++) yield row({ id: String(index), summary: `evento ${index}` });
}

async function readBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Entrada (Chrome · Linux)")).toBe("Entrada (Chrome · Linux)");
    expect(csvCell("")).toBe("");
  });

  it("quotes cells with the separator, quotes or line breaks, doubling inner quotes", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('disse "sim"')).toBe('"disse ""sim"""');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(["=HYPERLINK(\"http://x\")", "+1", "-1+2", "@SUM(A1)", "\tcmd", "\r=1"])("defuses the formula start of %j with an apostrophe", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith(`'${value[0]}`)).toBe(true);
  });

  it("defuses and quotes together", () => {
    expect(csvCell('=cmd|" /C calc"!A0;x')).toBe(`"'=cmd|"" /C calc""!A0;x"`);
  });

  it("does not touch a formula character that is not first, or an em dash", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("—")).toBe("—");
  });
});

describe("audit CSV", () => {
  it("joins cells with ; and ends lines with CRLF", () => {
    expect(csvLine(["a", "b;c", "d"])).toBe('a;"b;c";d\r\n');
  });

  it("writes date and time in Brasília in a form pt-BR Excel reads", () => {
    expect(formatCsvDateTime(new Date("2026-11-21T12:30:15Z"))).toBe("21/11/2026 09:30:15");
    expect(formatCsvDateTime(new Date("2026-11-22T02:59:59Z"))).toBe("21/11/2026 23:59:59");
  });

  it("names the file after the Brasília time of the export", () => {
    expect(auditCsvFilename(new Date("2026-11-21T12:07:00Z"))).toBe("auditoria-20261121-0907.csv");
    expect(auditCsvFilename(new Date("2026-01-01T01:00:00Z"))).toBe("auditoria-20251231-2200.csv");
  });

  it("gives one cell per header column, empty for missing operation and network", () => {
    const cells = auditCsvCells(row({ ipPrefix: null }));
    expect(cells).toHaveLength(AUDIT_CSV_HEADER.length);
    expect(cells).toEqual(["21/11/2026 09:30:15", "Gestora Demo", "gestor@portal.demo", "Gestor", "Entrada", "auth.sign_in", "", "Entrada (Chrome · Linux)", ""]);
  });

  it("streams a UTF-8 BOM, the header and every row", async () => {
    const bytes = await readBytes(auditCsvStream(rows(3), { maxRows: 10 }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(";"));
    expect(lines.slice(1, -1).map((line) => line.split(";")[7])).toEqual(["evento 0", "evento 1", "evento 2"]);
    expect(lines.at(-1)).toBe("");
  });

  it("stops at the cap and says so in a last line when more rows exist", async () => {
    const text = new TextDecoder().decode(await readBytes(auditCsvStream(rows(1_200), { maxRows: 1_000 })));
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 1_000 + 1);
    expect(lines.at(-1)).toBe(truncationNotice(1_000));
    expect(truncationNotice(50_000)).toContain("50.000 eventos");
  });

  it("adds no notice when the rows fit exactly", async () => {
    const text = new TextDecoder().decode(await readBytes(auditCsvStream(rows(5), { maxRows: 5 })));
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(6);
  });

  it("an empty history is the header alone", async () => {
    const text = new TextDecoder().decode(await readBytes(auditCsvStream(rows(0), { maxRows: 5 })));
    expect(text).toBe(`${AUDIT_CSV_HEADER.join(";")}\r\n`);
  });
});
