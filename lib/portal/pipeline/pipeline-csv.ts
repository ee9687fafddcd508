/**
 * The pipeline boards' tables and drill-downs as CSV for Excel in pt-BR, like the audit export: UTF-8 with a BOM,
 * `;` between cells, CRLF, RFC 4180 quoting, formula-like cells defused (lib/portal/csv/excel-csv.ts). Amounts are plain numbers
 * in reais with a decimal comma (`1234,56`), rates in percent (`45,7`), durations in hours (`12,5`), instants in
 * Brasília time (`21/11/2026 09:30:15`), so a spreadsheet can sum and sort them.
 */
import { brasiliaWallClock } from "../audit/audit-filters";
import { formatCsvDateTime } from "../audit/audit-csv";
import { BOM, csvLine, csvStream } from "../csv/excel-csv";
import { STATUS_LABELS } from "../operations/operation-status";
import { PRODUCT_SHORT_LABELS } from "../operations/product-labels";
import type { DrillMeasure, ExportTable, PipelineFilters } from "./pipeline-filters";
import { rate, spreadsheetAmount, spreadsheetHours, spreadsheetPercent } from "./pipeline-format";
import { describePeriod } from "./pipeline-period";
import type { DrillRow, Figure, GroupRow, PipelineData } from "./pipeline-types";

export const OPERATIONS_EXPORT_MAX_ROWS = 50_000;

export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

const count = (value: number) => String(value);
const amount = (value: Figure) => spreadsheetAmount(value.amountInCents);

/** One table of the page, as the page shows it (every row, never a sample). */
export function pipelineTable(table: Exclude<ExportTable, "operations">, data: PipelineData): CsvTable {
  switch (table) {
    case "funnel":
      return funnelTable(data);
    case "status":
      return {
        header: ["Status atual", "Consignado: operações", "Consignado: valor (R$)", "FGTS: operações", "FGTS: valor (R$)", "Total: operações", "Total: valor (R$)"],
        rows: data.statusByProduct.map((row) => [
          STATUS_LABELS[row.status],
          count(row.byProduct.payroll.count),
          amount(row.byProduct.payroll),
          count(row.byProduct.fgts.count),
          amount(row.byProduct.fgts),
          count(row.total.count),
          amount(row.total),
        ]),
      };
    case "branches":
      return groupTable("Agência", data.branches);
    case "operators":
      return groupTable("Operador", data.operators);
    case "ageing":
      return {
        header: [
          "Status",
          "Limite de alerta consignado (horas)",
          "Limite de alerta FGTS (horas)",
          "Em aberto agora",
          "Acima do limite agora",
          "Tempo no status agora: mediana (horas)",
          "Tempo no status agora: 90º percentil (horas)",
          "Passagens concluídas no período",
          "Duração das passagens: mediana (horas)",
          "Duração das passagens: 90º percentil (horas)",
          "Passagens acima do limite",
        ],
        rows: data.ageing.map((row) => [
          STATUS_LABELS[row.status],
          spreadsheetHours(row.limitSeconds.payroll),
          spreadsheetHours(row.limitSeconds.fgts),
          count(row.open),
          count(row.late),
          spreadsheetHours(row.openMedianSeconds),
          spreadsheetHours(row.openP90Seconds),
          count(row.stays),
          spreadsheetHours(row.staysMedianSeconds),
          spreadsheetHours(row.staysP90Seconds),
          count(row.slowStays),
        ]),
      };
    case "returns":
      return {
        header: ["Status", "Motivo", "Ocorrências", "Operações", "Valor das operações (R$)"],
        rows: data.returns.flatMap((status) => [
          ...status.reasons.map((reason) => [STATUS_LABELS[status.status], reason.label, count(reason.events), count(reason.operations.count), amount(reason.operations)]),
          [STATUS_LABELS[status.status], "Total do status", count(status.events), count(status.operations.count), amount(status.operations)],
        ]),
      };
  }
}

function funnelTable(data: PipelineData): CsvTable {
  const { created, submitted, signatures, finished } = data.totals;
  const stages = [
    ["Criadas", created, null],
    ["Enviadas para aprovação", submitted, created],
    ["Chegaram às assinaturas", signatures, submitted],
    ["Liquidadas", finished, signatures],
  ] as const;
  return {
    header: ["Etapa", "Operações", "Valor (R$)", "Conversão da etapa anterior (%)", "Conversão desde a criação (%)"],
    rows: stages.map(([label, stage, previous]) => [
      label,
      count(stage.count),
      amount(stage),
      previous ? spreadsheetPercent(rate(stage.count, previous.count)) : "",
      spreadsheetPercent(rate(stage.count, created.count)),
    ]),
  };
}

function groupTable(dimension: string, rows: readonly GroupRow[]): CsvTable {
  return {
    header: [
      dimension,
      "Originadas",
      "Valor originado (R$)",
      "Enviadas",
      "Chegaram às assinaturas",
      "Liquidadas (das originadas)",
      "Valor liquidado (das originadas, R$)",
      "Conversão criação → liquidação (%)",
      "Liquidadas no período",
      "Valor liquidado no período (R$)",
      "Em aberto agora",
      "Acima do limite agora",
    ],
    rows: rows.map((row) => [
      row.label,
      count(row.created.count),
      amount(row.created),
      count(row.submitted.count),
      count(row.signatures.count),
      count(row.finished.count),
      amount(row.finished),
      spreadsheetPercent(rate(row.finished.count, row.created.count)),
      count(row.settled.count),
      amount(row.settled),
      count(row.open.count),
      count(row.late),
    ]),
  };
}

/** The whole file of a small table: BOM, a line naming the period and filters, the header, the rows. */
export function csvDocument(table: CsvTable, context: string): string {
  return BOM + csvLine([context]) + csvLine(table.header) + table.rows.map((row) => csvLine(row)).join("");
}

export const OPERATIONS_CSV_HEADER = [
  "Operação",
  "Id",
  "Produto",
  "Status atual",
  "No status desde (Brasília)",
  "Criada em (Brasília)",
  "Valor (R$)",
  "CPF do tomador (mascarado)",
  "Correspondente",
  "Agência",
  "Operador",
  "Data do evento (Brasília)",
  "Duração (horas)",
  "Motivo",
] as const;

export function operationCells(row: DrillRow): string[] {
  return [
    row.creditNoteNo,
    row.id,
    PRODUCT_SHORT_LABELS[row.product],
    STATUS_LABELS[row.status],
    formatCsvDateTime(row.statusSince),
    formatCsvDateTime(row.createdAt),
    spreadsheetAmount(row.amountInCents),
    row.borrowerCpfMasked ?? "",
    row.organizationName,
    row.branchName ?? "sem agência",
    row.operatorName ?? "fora do portal",
    row.eventAt ? formatCsvDateTime(row.eventAt) : "",
    spreadsheetHours(row.durationSeconds),
    row.reason ?? "",
  ];
}

/**
 * Streams the drill-down's rows as CSV (pass one more than `maxRows` to learn whether it is truncated: the extra
 * row becomes a last line saying so). Rows are pulled as the client reads.
 */
export function operationsCsvStream(rows: AsyncIterable<DrillRow>, options: { maxRows: number; context: string }): ReadableStream<Uint8Array> {
  return csvStream(rows, {
    preamble: [[options.context], OPERATIONS_CSV_HEADER],
    cells: operationCells,
    maxRows: options.maxRows,
    truncationNotice: `Exportação limitada a ${options.maxRows.toLocaleString("pt-BR")} linhas: reduza o período para exportar o restante.`,
    name: "pipeline operations",
  });
}

/** The first line of every export: what it is, the period and the filters in words. */
export function exportContext(title: string, filters: PipelineFilters, filterNames: readonly string[]): string {
  return [title, `período ${describePeriod(filters)} (horário de Brasília)`, ...filterNames].join(" · ");
}

export const TABLE_TITLES: Record<ExportTable, string> = {
  funnel: "Funil das operações criadas no período",
  status: "Operações criadas no período por status atual e produto",
  branches: "Por agência",
  operators: "Por operador",
  ageing: "Tempo em cada status",
  returns: "Devoluções e recusas por motivo",
  operations: "Operações",
};

/** `painel-gerencial-agencias-20261122-0930.csv`, Brasília time of the export. */
export function pipelineCsvFilename(table: ExportTable, now: Date, measure?: DrillMeasure): string {
  const names: Record<ExportTable, string> = {
    funnel: "funil",
    status: "status-produto",
    branches: "agencias",
    operators: "operadores",
    ageing: "tempo-em-status",
    returns: "devolucoes-recusas",
    operations: `operacoes${measure ? `-${measure}` : ""}`,
  };
  const wall = brasiliaWallClock(now);
  return `painel-gerencial-${names[table]}-${wall.year}${wall.month}${wall.day}-${wall.hour}${wall.minute}.csv`;
}

