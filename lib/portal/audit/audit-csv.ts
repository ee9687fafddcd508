import { csvStream } from "../csv/excel-csv";
import { brasiliaWallClock } from "./audit-filters";
import type { AuditEventRow } from "./find-audit-events";

/* The audit history as a CSV file for Excel in pt-BR (lib/portal/csv/excel-csv.ts says how). */

export { csvCell, csvLine } from "../csv/excel-csv";
export const EXPORT_MAX_ROWS = 50_000;

export const AUDIT_CSV_HEADER = [
  "Data e hora (Brasília)",
  "Operador",
  "E-mail do operador",
  "Perfil",
  "Ação",
  "Código da ação",
  "Operação",
  "Resumo",
  "Rede",
] as const;

/** `21/11/2026 09:30:15`, Brasília: a form pt-BR Excel reads as a date and time. */
export function formatCsvDateTime(instant: Date): string {
  const wall = brasiliaWallClock(instant);
  return `${wall.day}/${wall.month}/${wall.year} ${wall.hour}:${wall.minute}:${wall.second}`;
}

export function auditCsvCells(row: AuditEventRow): string[] {
  return [
    formatCsvDateTime(row.at),
    row.operatorName,
    row.operatorEmail,
    row.roleLabel,
    row.actionLabel,
    row.action,
    row.operationId ?? "",
    row.summary,
    row.ipPrefix ?? "",
  ];
}

/** `auditoria-20261121-0930.csv`, Brasília time of the export. */
export function auditCsvFilename(now: Date): string {
  const wall = brasiliaWallClock(now);
  return `auditoria-${wall.year}${wall.month}${wall.day}-${wall.hour}${wall.minute}.csv`;
}

export function truncationNotice(maxRows: number): string {
  return `Exportação limitada a ${maxRows.toLocaleString("pt-BR")} eventos: há mais eventos com estes filtros. Reduza o período para exportar o restante.`;
}

/** Streams the audit rows as CSV (pass one more than `maxRows` to learn whether the export is truncated). */
export function auditCsvStream(rows: AsyncIterable<AuditEventRow>, options: { maxRows: number }): ReadableStream<Uint8Array> {
  return csvStream(rows, {
    preamble: [AUDIT_CSV_HEADER],
    cells: auditCsvCells,
    maxRows: options.maxRows,
    truncationNotice: truncationNotice(options.maxRows),
    name: "audit",
  });
}
