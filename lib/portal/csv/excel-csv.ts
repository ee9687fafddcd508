import { logger } from "@/lib/log/logger";

/*
 * CSV files for Excel in pt-BR (the audit history, the pipeline boards): UTF-8 with a BOM (without it Excel reads
 * accents as Latin-1), `;` between cells (`,` is the decimal separator there), CRLF line ends, RFC 4180 quoting,
 * and cells that a spreadsheet would run as a formula defused with a leading apostrophe (CSV injection).
 */

export const CSV_SEPARATOR = ";";
export const BOM = "\uFEFF";
/** Excel, LibreOffice and Sheets treat a cell starting with these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;
/** Lines encoded per pull of the stream: large enough to be cheap, small enough to keep memory flat. */
const LINES_PER_CHUNK = 500;

export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

export interface CsvStreamOptions<Row> {
  /** Lines before the rows (the header, and any line naming what the file holds). */
  readonly preamble: readonly (readonly string[])[];
  readonly cells: (row: Row) => readonly string[];
  readonly maxRows: number;
  /** The last line when there were more than `maxRows` rows. */
  readonly truncationNotice: string;
  /** Names the export in the log when reading the rows fails mid-file. */
  readonly name: string;
}

/**
 * Streams the CSV of `rows` (pass one more than `maxRows` to learn whether the export is truncated: the extra row is
 * replaced by the truncation notice). Rows are pulled as the client reads, so memory stays flat.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, options: CsvStreamOptions<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let written = 0;
  let preambleSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = preambleSent ? "" : BOM + options.preamble.map(csvLine).join("");
      preambleSent = true;
      try {
        for (let lines = 0; lines < LINES_PER_CHUNK; lines++) {
          const next = await iterator.next();
          if (next.done || written === options.maxRows) {
            if (!next.done) {
              chunk += csvLine([options.truncationNotice]);
              await iterator.return?.(undefined);
            }
            controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvLine(options.cells(next.value));
          written++;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        // The headers are gone already: the client sees a cut download; the log says why.
        logger.error("CSV export failed", { export: options.name, error, written });
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
