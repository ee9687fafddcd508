import { logger } from "@/lib/log/logger";
import { brasiliaWallClock } from "./audit-filters";
import type { AuditEventRow } from "./find-audit-events";

/*
 * The audit history as a CSV file for Excel in pt-BR: UTF-8 with a BOM (without it Excel reads accents as
 * Latin-1), `;` between cells (`,` is the decimal separator there), CRLF line ends, RFC 4180 quoting, and
 * cells that a spreadsheet would run as a formula defused with a leading apostrophe (CSV injection).
 */

export const CSV_SEPARATOR = ";";
export const EXPORT_MAX_ROWS = 50_000;
const BOM = "\uFEFF";
/** Excel, LibreOffice and Sheets treat a cell starting with these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;
/** Lines encoded per pull of the stream: large enough to be cheap, small enough to keep memory flat. */
const LINES_PER_CHUNK = 500;

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

export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

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

/**
 * Streams the CSV of `rows` (pass one more than `maxRows` to learn whether the export is truncated: the extra
 * row is replaced by a last line saying so). Rows are pulled as the client reads, so memory stays flat.
 */
export function auditCsvStream(rows: AsyncIterable<AuditEventRow>, options: { maxRows: number }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let written = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = headerSent ? "" : BOM + csvLine(AUDIT_CSV_HEADER);
      headerSent = true;
      try {
        for (let lines = 0; lines < LINES_PER_CHUNK; lines++) {
          const next = await iterator.next();
          if (next.done || written === options.maxRows) {
            if (!next.done) {
              chunk += csvLine([truncationNotice(options.maxRows)]);
              await iterator.return?.(undefined);
            }
            controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvLine(auditCsvCells(next.value));
          written++;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        // The headers are gone already: the client sees a cut download; the log says why.
        logger.error("audit CSV export failed", { error, written });
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
