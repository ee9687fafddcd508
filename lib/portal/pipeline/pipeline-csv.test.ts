import { describe, expect, test } from "vitest";
import { csvDocument, exportContext, operationCells, operationsCsvStream, pipelineCsvFilename, pipelineTable, OPERATIONS_CSV_HEADER } from "./pipeline-csv";
import type { DrillRow, FlowFigures, GroupRow, PipelineData } from "./pipeline-types";

const fig = (count: number, amountInCents: number) => ({ count, amountInCents });
const flow = (created: number, submitted: number, signatures: number, finished: number, settled: number): FlowFigures => ({
  created: fig(created, created * 100_000),
  submitted: fig(submitted, submitted * 100_000),
  signatures: fig(signatures, signatures * 100_000),
  finished: fig(finished, finished * 100_000),
  settled: fig(settled, settled * 150_050),
});

function group(label: string, figures: FlowFigures, late = 0): GroupRow {
  return { key: { organization: "o", branch: label, operator: null }, label, ...figures, open: fig(2, 1), late };
}

const data: PipelineData = {
  now: new Date("2026-11-22T12:00:00Z"),
  period: { from: "2026-11-01", to: "2026-11-22" },
  totals: { ...flow(10, 8, 5, 4, 6), open: fig(3, 300), late: 1 },
  byProduct: { payroll: flow(7, 6, 4, 3, 5), fgts: flow(3, 2, 1, 1, 1) },
  statusByProduct: [{ status: "Finished", byProduct: { payroll: fig(3, 300_000), fgts: fig(1, 100_000) }, total: fig(4, 400_000) }],
  branches: [group("Centro · Sé", flow(6, 5, 3, 3, 4), 1), group("=HYPERLINK(\"x\")", flow(4, 3, 2, 1, 2))],
  operators: [],
  ageing: [
    {
      status: "Warranty",
      limitSeconds: { payroll: 4 * 3600, fgts: 36 * 3600 },
      open: 2,
      late: 1,
      openMedianSeconds: 5400,
      openP90Seconds: 18_000,
      stays: 9,
      staysMedianSeconds: 1800,
      staysP90Seconds: 3600,
      slowStays: 0,
    },
  ],
  returns: [
    {
      status: "WarrantyRevision",
      events: 3,
      operations: fig(2, 250_000),
      reasons: [{ key: "margem", label: "Parcela acima da margem livre", events: 3, operations: fig(2, 250_000) }],
    },
  ],
};

const lines = (text: string) => text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);

describe("pipeline CSV tables", () => {
  test("the funnel: counts, exact amounts, conversion from the stage before and from creation", () => {
    const table = pipelineTable("funnel", data);
    expect(table.rows).toEqual([
      ["Criadas", "10", "10000,00", "", "100,0"],
      ["Enviadas para aprovação", "8", "8000,00", "80,0", "80,0"],
      ["Chegaram às assinaturas", "5", "5000,00", "62,5", "50,0"],
      ["Liquidadas", "4", "4000,00", "80,0", "40,0"],
    ]);
  });

  test("per branch: every column of the page, settled amounts to the cent", () => {
    const table = pipelineTable("branches", data);
    expect(table.header[0]).toBe("Agência");
    expect(table.rows[0]).toEqual(["Centro · Sé", "6", "6000,00", "5", "3", "3", "3000,00", "50,0", "4", "6002,00", "2", "1"]);
  });

  test("ageing in hours, returns with a total line per status, status by product", () => {
    expect(pipelineTable("ageing", data).rows[0]).toEqual(["Averbação da garantia", "4,0", "36,0", "2", "1", "1,5", "5,0", "9", "0,5", "1,0", "0"]);
    expect(pipelineTable("returns", data).rows).toEqual([
      ["Revisão da garantia", "Parcela acima da margem livre", "3", "2", "2500,00"],
      ["Revisão da garantia", "Total do status", "3", "2", "2500,00"],
    ]);
    expect(pipelineTable("status", data).rows).toEqual([["Liquidada", "3", "3000,00", "1", "1000,00", "4", "4000,00"]]);
  });

  test("the file: BOM, a line saying what it is, `;` cells, CRLF, formulas defused", () => {
    const context = exportContext("Por agência", data.period, ["produto Consignado privado"]);
    expect(context).toBe("Por agência · período 01/11/2026 a 22/11/2026 (horário de Brasília) · produto Consignado privado");
    const text = csvDocument(pipelineTable("branches", data), context);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [first, header, ...rows] = lines(text);
    expect(first).toBe(context);
    expect(header!.split(";")[1]).toBe("Originadas");
    expect(rows[1]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  test("file names carry the table and Brasília's time", () => {
    expect(pipelineCsvFilename("branches", new Date("2026-11-22T12:30:00Z"))).toBe("painel-gerencial-agencias-20261122-0930.csv");
    expect(pipelineCsvFilename("operations", new Date("2026-11-22T12:30:00Z"), "late")).toBe("painel-gerencial-operacoes-late-20261122-0930.csv");
  });
});

function drillRow(index: number): DrillRow {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    creditNoteNo: `CN${String(index).padStart(8, "0")}`,
    product: "payroll",
    status: "WarrantyRevision",
    statusSince: new Date("2026-11-21T12:30:15Z"),
    createdAt: new Date("2026-11-20T13:00:00Z"),
    amountInCents: 300_000,
    borrowerCpfMasked: "***.456.789-**",
    organizationName: "Correspondente Demo Centro",
    branchName: null,
    operatorName: null,
    eventAt: new Date("2026-11-21T12:30:15Z"),
    durationSeconds: 7200,
    reason: "Averbação recusada: parcela de R$ 1.234,56 acima da margem livre; competência",
  };
}

async function* rows(count: number): AsyncGenerator<DrillRow> {
  for (let index = 1; index <= count; index++) yield drillRow(index);
}

async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("operations CSV", () => {
  test("one line per operation with Brasília times, masked CPF, the reason quoted", async () => {
    expect(operationCells(drillRow(7))).toEqual([
      "CN00000007",
      "00000000-0000-4000-8000-000000000007",
      "Consignado privado",
      "Revisão da garantia",
      "21/11/2026 09:30:15",
      "20/11/2026 10:00:00",
      "3000,00",
      "***.456.789-**",
      "Correspondente Demo Centro",
      "sem agência",
      "fora do portal",
      "21/11/2026 09:30:15",
      "2,0",
      "Averbação recusada: parcela de R$ 1.234,56 acima da margem livre; competência",
    ]);
    const text = await read(operationsCsvStream(rows(3), { maxRows: 10, context: "Teste" }));
    const [first, header, ...body] = lines(text);
    expect(first).toBe("Teste");
    expect(header).toBe(OPERATIONS_CSV_HEADER.join(";"));
    expect(body).toHaveLength(3);
    expect(body[0]!.endsWith('"Averbação recusada: parcela de R$ 1.234,56 acima da margem livre; competência"')).toBe(true);
  });

  test("past the cap, a last line says the export was cut", async () => {
    const text = await read(operationsCsvStream(rows(1_200), { maxRows: 1_000, context: "Teste" }));
    const body = lines(text).slice(2);
    expect(body).toHaveLength(1_001);
    expect(body.at(-1)).toContain("Exportação limitada a 1.000 linhas");
  });
});
