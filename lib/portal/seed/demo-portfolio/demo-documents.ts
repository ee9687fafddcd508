/**
 * The demo portfolio's documents: small, valid one-page PDFs that say what they are (a fictitious document of the
 * demo), so a download opens in any reader. Each carries a tag that makes its bytes unique: the credit API keeps
 * one file per content and owner, and a borrower's or an operation's documents must differ.
 */
const encoder = new TextEncoder();

/** A one-page PDF with `title` and a line saying it is fictitious; `tag` only makes the bytes unique. */
export function demoPdf(title: string, tag: string): Uint8Array<ArrayBuffer> {
  const text = `BT /F1 14 Tf 40 150 Td (${pdfText(title)}) Tj 0 -24 Td /F1 10 Tf (${pdfText("Documento ficticio da carteira de demonstracao.")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = `%PDF-1.4\n% ${pdfText(tag)}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body) as Uint8Array<ArrayBuffer>;
}

/** ASCII only (the offsets count bytes) and no PDF string delimiters. */
function pdfText(value: string): string {
  return value.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/[()\\]/g, "");
}

export function demoPdfFile(title: string, fileName: string, tag: string): File {
  return new File([demoPdf(title, tag)], fileName, { type: "application/pdf" });
}
