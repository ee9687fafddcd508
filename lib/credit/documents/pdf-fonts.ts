import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";

/**
 * The documents' typeface: Noto Sans (SIL Open Font License) from the @fontsource package, its Latin subset,
 * which covers pt-BR (accents, ç, º, ª, the no-break space of `R$ 1,00`, the en and em dashes). PDFKit
 * embeds the glyphs used as a subset, so a document carries a few kilobytes of font. Read from node_modules at
 * run time (the server runs from the project's directory), once per process, and unwrapped from WOFF to the
 * plain TrueType it wraps: PDFKit's font engine inflates WOFF tables in JavaScript on every document
 * (~300 ms each), node's zlib does it once here.
 */
const FONT_DIRECTORY = path.join(process.cwd(), "node_modules", "@fontsource", "noto-sans", "files");

export interface DocumentFonts {
  readonly regular: Buffer;
  readonly bold: Buffer;
}

let cached: DocumentFonts | null = null;

export function documentFonts(): DocumentFonts {
  cached ??= {
    regular: woffToSfnt(readFileSync(path.join(FONT_DIRECTORY, "noto-sans-latin-400-normal.woff"))),
    bold: woffToSfnt(readFileSync(path.join(FONT_DIRECTORY, "noto-sans-latin-700-normal.woff"))),
  };
  return cached;
}

/** A WOFF 1.0 file (W3C WOFF §4–5) as the sfnt (TrueType/OpenType) it holds: tables inflated, realigned to 4 bytes. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("font: not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
