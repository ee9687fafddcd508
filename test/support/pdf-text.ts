/**
 * The text of a PDF as a reader extracts it (pdf.js, the engine of Firefox's viewer): per page, the lines top to
 * bottom, each line's pieces left to right joined by a space (pdf.js gives a no-break space as a plain one).
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfLines(bytes: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const y = Math.round(item.transform[5] as number);
      const key = [...rows.keys()].find((known) => Math.abs(known - y) <= 2) ?? y;
      rows.set(key, [...(rows.get(key) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) => pieces.sort((a, b) => a.x - b.x).map((piece) => piece.text.replace(/\u00a0/g, " ").trim()).join(" ")),
    );
  }
  await document.destroy();
  return pages;
}

/** 123456 cents → `R$ 1.234,56` as extracted (a plain space after the symbol); written here, not by the app's formatter. */
export function brl(valueInCents: number): string {
  const [whole = "0", fraction = "00"] = (Math.abs(valueInCents) / 100).toFixed(2).split(".");
  return `${valueInCents < 0 ? "-" : ""}R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${fraction}`;
}

/** `1.8` → `1,80%`. */
export function pct(value: number): string {
  return `${value.toFixed(2).replace(".", ",")}%`;
}

/** `R$ 1.234,56` (any space after the symbol) → 123456 cents. */
export function centsOf(text: string): number {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/\./g, "").replace(",", ""));
}
