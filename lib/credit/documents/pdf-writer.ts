import PDFDocument from "pdfkit";
import { formatCnpj } from "@/lib/contract/tax-ids";
import type { InstrumentParty } from "../signatures/instrument";
import { documentFonts } from "./pdf-fonts";

/**
 * The page frame and the few blocks the borrower's documents are made of (headings, paragraphs, label/value
 * grids, tables that break across pages with their header repeated), over PDFKit. A4, text as text (never
 * images: the documents are read aloud and their text extracted), every page with the document's title, the
 * lender and the correspondent, a line of its own (the verification code) and "Página i de n".
 *
 * Output is a function of the content alone: CreationDate and ModDate are the given instant and PDFKit derives
 * the file identifier from them, so the same content gives the same bytes (a signed CCB's must never change).
 */
export interface PdfFrame {
  /** Running header, e.g. `Cédula de Crédito Bancário nº 000123`. */
  readonly title: string;
  /** The document's metadata title (what a viewer shows in its title bar). */
  readonly metadataTitle: string;
  readonly creditor: InstrumentParty;
  readonly correspondent: InstrumentParty;
  /** Printed at the foot of every page, one line each (the verification code, or what the document is). */
  readonly footerLines: readonly string[];
  /** Large diagonal text on every page (a draft's "MINUTA — NÃO ASSINADA"). */
  readonly watermark?: string;
  /** CreationDate and ModDate. */
  readonly createdAt: Date;
}

export interface TableColumn {
  readonly header: string;
  /** Share of the text width (the widths need not add to 1: they are normalised). */
  readonly width: number;
  readonly align?: "left" | "right";
}

const PAGE_MARGIN = 48;
const HEADER_BOTTOM = 78;
const FOOTER_HEIGHT = 58;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const BAND = "#f1f5f9";
const BRAND = "#1e3a8a";

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly frame: PdfFrame) {
    const fonts = documentFonts();
    const options: PDFKit.PDFDocumentOptions = {
      size: "A4",
      margins: { top: HEADER_BOTTOM + 14, bottom: FOOTER_HEIGHT + 14, left: PAGE_MARGIN, right: PAGE_MARGIN },
      bufferPages: true,
      lang: "pt-BR",
      displayTitle: true,
      info: { Title: frame.metadataTitle, Author: frame.creditor.name, Creator: frame.correspondent.name, Producer: "PDFKit", CreationDate: frame.createdAt, ModDate: frame.createdAt },
    };
    // A buffer instead of a name (PDFKit accepts one; its types say a name): PDFKit would otherwise load
    // Helvetica's metrics from its own data files.
    this.doc = new PDFDocument(Object.assign(options, { font: fonts.regular }));
    this.doc.registerFont("regular", fonts.regular);
    this.doc.registerFont("bold", fonts.bold);
    this.doc.font("regular").fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  get width(): number {
    return this.doc.page.width - PAGE_MARGIN * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page when fewer than `height` points are left on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  /** The document's own title on the first page, with a line under it. */
  title(text: string, subtitle?: string): void {
    this.doc.font("bold").fontSize(16).fillColor(INK).text(text, PAGE_MARGIN, this.doc.y, { width: this.width });
    if (subtitle) this.doc.font("regular").fontSize(9.5).fillColor(MUTED).text(subtitle, { width: this.width });
    this.doc.moveDown(0.6);
  }

  /** A boxed notice (a draft's warning, what a worksheet is for). */
  notice(text: string, tone: "info" | "warning" = "info"): void {
    const padding = 8;
    this.doc.font("regular").fontSize(9);
    const height = this.doc.heightOfString(text, { width: this.width - padding * 2 }) + padding * 2;
    this.ensureSpace(height + 6);
    const top = this.doc.y;
    this.doc
      .save()
      .roundedRect(PAGE_MARGIN, top, this.width, height, 3)
      .fillAndStroke(tone === "warning" ? "#fef3c7" : "#eff6ff", tone === "warning" ? "#d97706" : "#93c5fd")
      .restore();
    this.doc.fillColor(INK).text(text, PAGE_MARGIN + padding, top + padding, { width: this.width - padding * 2 });
    this.doc.x = PAGE_MARGIN;
    this.doc.y = top + height + 10;
  }

  heading(text: string): void {
    this.ensureSpace(60);
    this.doc.moveDown(0.4);
    this.doc.font("bold").fontSize(11.5).fillColor(BRAND).text(text, PAGE_MARGIN, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc.save().moveTo(PAGE_MARGIN, y).lineTo(PAGE_MARGIN + this.width, y).lineWidth(0.6).strokeColor(RULE).stroke().restore();
    this.doc.y = y + 6;
    this.doc.fillColor(INK);
  }

  subheading(text: string): void {
    this.ensureSpace(40);
    this.doc.font("bold").fontSize(9.5).fillColor(INK).text(text, PAGE_MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.15);
  }

  paragraph(text: string, options: { size?: number; muted?: boolean; bold?: boolean } = {}): void {
    const size = options.size ?? 9.5;
    this.doc.font(options.bold ? "bold" : "regular").fontSize(size);
    this.ensureSpace(Math.min(this.doc.heightOfString(text, { width: this.width }), 3 * size * 1.4));
    this.doc.fillColor(options.muted ? MUTED : INK).text(text, PAGE_MARGIN, this.doc.y, { width: this.width, lineGap: 1.5 });
    this.doc.moveDown(0.35);
  }

  /** Label over value, in `columns` columns; a row never splits across pages. */
  fields(items: readonly { readonly label: string; readonly value: string }[], columns = 2): void {
    const gap = 12;
    const cellWidth = (this.width - gap * (columns - 1)) / columns;
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns);
      const heights = row.map(({ label, value }) => {
        this.doc.font("regular").fontSize(8);
        const labelHeight = this.doc.heightOfString(label, { width: cellWidth });
        this.doc.font("bold").fontSize(9.5);
        return labelHeight + this.doc.heightOfString(value, { width: cellWidth }) + 2;
      });
      const height = Math.max(...heights);
      this.ensureSpace(height + 6);
      const top = this.doc.y;
      row.forEach(({ label, value }, index) => {
        const x = PAGE_MARGIN + index * (cellWidth + gap);
        this.doc.font("regular").fontSize(8).fillColor(MUTED).text(label, x, top, { width: cellWidth });
        this.doc.font("bold").fontSize(9.5).fillColor(INK).text(value, x, this.doc.y + 1, { width: cellWidth });
      });
      this.doc.x = PAGE_MARGIN;
      this.doc.y = top + height + 6;
    }
    this.doc.font("regular");
  }

  /** A table of one-line cells; on a page break the header row is drawn again. `footer` is a bold last row. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], footer?: readonly string[]): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const rowHeight = 14;
    const padding = 4;
    const drawRow = (cells: readonly string[], style: "header" | "body" | "footer", shaded: boolean) => {
      if (this.doc.y + rowHeight > this.bottom) {
        this.doc.addPage();
        if (style !== "header") drawRow(columns.map((column) => column.header), "header", true);
      }
      const top = this.doc.y;
      if (shaded) this.doc.save().rect(PAGE_MARGIN, top, this.width, rowHeight).fill(style === "header" ? "#e2e8f0" : BAND).restore();
      let x = PAGE_MARGIN;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.doc
          .font(style === "body" ? "regular" : "bold")
          .fontSize(style === "header" ? 7.5 : 8)
          .fillColor(style === "header" ? MUTED : INK)
          .text(cell, x + padding, top + (style === "header" ? 3.5 : 3), { width: width - padding * 2, align: columns[index]?.align ?? "left", lineBreak: false });
        x += width;
      });
      if (style !== "body") {
        this.doc.save().moveTo(PAGE_MARGIN, top + rowHeight).lineTo(PAGE_MARGIN + this.width, top + rowHeight).lineWidth(0.5).strokeColor(RULE).stroke().restore();
      }
      this.doc.x = PAGE_MARGIN;
      this.doc.y = top + rowHeight;
    };
    this.ensureSpace(rowHeight * 3);
    drawRow(columns.map((column) => column.header), "header", true);
    rows.forEach((row, index) => drawRow(row, "body", index % 2 === 1));
    if (footer) drawRow(footer, "footer", false);
    this.doc.moveDown(0.6);
  }

  /** The signature lines at the end of an instrument. */
  signatureLine(label: string, detail: string): void {
    this.ensureSpace(56);
    const top = this.doc.y + 26;
    this.doc.save().moveTo(PAGE_MARGIN, top).lineTo(PAGE_MARGIN + this.width * 0.6, top).lineWidth(0.6).strokeColor(MUTED).stroke().restore();
    this.doc.font("bold").fontSize(9).fillColor(INK).text(label, PAGE_MARGIN, top + 4, { width: this.width });
    this.doc.font("regular").fontSize(8).fillColor(MUTED).text(detail, { width: this.width });
    this.doc.moveDown(0.6);
  }

  /** Draws every page's header, footer and watermark, closes the document and answers its bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      this.drawFrame(index - range.start + 1, range.count);
    }
    this.doc.end();
    return this.done;
  }

  private drawFrame(pageNumber: number, pageCount: number): void {
    const { doc, frame } = this;
    const { width: pageWidth, height: pageHeight } = doc.page;
    // Text outside the margins would make PDFKit add a page: the frame is drawn with the margins lifted.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };

    if (frame.watermark) {
      doc.save();
      doc.rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] });
      doc.font("bold").fontSize(46).fillColor("#b91c1c").fillOpacity(0.12);
      doc.text(frame.watermark, 0, pageHeight / 2 - 30, { width: pageWidth, align: "center", lineBreak: false });
      doc.restore();
    }

    doc.save().rect(0, 0, pageWidth, 6).fill(BRAND).restore();
    doc.font("bold").fontSize(10).fillColor(INK).text(frame.title, PAGE_MARGIN, 26, { width: this.width * 0.58, lineBreak: false });
    // The mark again as plain text, so it is also read aloud and extracted (the rotated one is for the eye).
    if (frame.watermark) doc.font("bold").fontSize(8).fillColor("#b91c1c").text(frame.watermark, PAGE_MARGIN, 41, { width: this.width * 0.4, lineBreak: false });
    doc.font("regular").fontSize(7.5).fillColor(MUTED);
    doc.text(`Credor: ${frame.creditor.name}`, PAGE_MARGIN + this.width * 0.42, 24, { width: this.width * 0.58, align: "right", lineBreak: false });
    doc.text(`CNPJ ${formatCnpj(frame.creditor.registrationNumber)}`, PAGE_MARGIN + this.width * 0.42, 34, { width: this.width * 0.58, align: "right", lineBreak: false });
    doc.text(
      `Correspondente: ${frame.correspondent.name} · CNPJ ${formatCnpj(frame.correspondent.registrationNumber)}`,
      PAGE_MARGIN + this.width * 0.3,
      44,
      { width: this.width * 0.7, align: "right", lineBreak: false },
    );
    doc.save().moveTo(PAGE_MARGIN, HEADER_BOTTOM - 18).lineTo(pageWidth - PAGE_MARGIN, HEADER_BOTTOM - 18).lineWidth(0.8).strokeColor(RULE).stroke().restore();

    const footerTop = pageHeight - FOOTER_HEIGHT;
    doc.save().moveTo(PAGE_MARGIN, footerTop).lineTo(pageWidth - PAGE_MARGIN, footerTop).lineWidth(0.6).strokeColor(RULE).stroke().restore();
    doc.font("regular").fontSize(7.5).fillColor(MUTED);
    frame.footerLines.forEach((line, index) => doc.text(line, PAGE_MARGIN, footerTop + 8 + index * 11, { width: this.width * 0.82, lineBreak: false }));
    doc.font("bold").fontSize(8).fillColor(INK).text(`Página ${pageNumber} de ${pageCount}`, PAGE_MARGIN + this.width * 0.82, footerTop + 8, {
      width: this.width * 0.18,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
