/**
 * Size-aware replies. No reply of the documentation server goes above ~16 KB unless the caller asks for a
 * whole document by name (the OpenAPI JSON, a complete collection): a long text is cut into parts at its
 * block boundaries (headings, paragraphs, table rows, code blocks never split), each part small enough for
 * the reply to stay under the limit with its marker, footer and structured content, and the reply says which
 * parts exist, what each holds, and how to ask for the next.
 */

/** The most a reply may weigh, in bytes of its JSON-RPC result, unless the caller asked for a whole document. */
export const REPLY_LIMIT_BYTES = 16_000;

/** A part's text budget: what is left of the limit after the marker, the footer and the structured content. */
export const PART_BUDGET_BYTES = 10_500;

export function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** Blocks of markdown: paragraphs, lists, tables and fenced code, separated by blank lines (code kept whole). */
function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let inCode = false;
  for (const line of markdown.split("\n")) {
    if (line.trim().startsWith("```")) inCode = !inCode;
    if (!inCode && line.trim() === "" && !line.trim().startsWith("```")) {
      if (current.length > 0) blocks.push(current.join("\n"));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current.join("\n"));
  return blocks;
}

/**
 * A block too big for one part: a table keeps its header on every piece; anything else splits by lines.
 * The first piece fills what is left of the current part (`firstBudget`), the others whole parts.
 */
function splitBlock(block: string, firstBudget: number, budget: number): string[] {
  const lines = block.split("\n");
  const isTable = lines.length > 2 && (lines[0] ?? "").trim().startsWith("|") && /^\|?\s*:?-{3,}/.test((lines[1] ?? "").trim());
  const header = isTable ? lines.slice(0, 2) : [];
  const body = isTable ? lines.slice(2) : lines;
  const pieces: string[] = [];
  let current: string[] = [...header];
  let size = byteLength(header.join("\n"));
  for (const line of body) {
    const lineSize = byteLength(line) + 1;
    if (current.length > header.length && size + lineSize > (pieces.length === 0 ? firstBudget : budget)) {
      pieces.push(current.join("\n"));
      current = [...header];
      size = byteLength(header.join("\n"));
    }
    // A single line longer than the budget is cut at a character boundary (never seen in the content).
    current.push(lineSize > budget ? `${line.slice(0, Math.floor(budget / 2))}…` : line);
    size += Math.min(lineSize, budget);
  }
  if (current.length > header.length) pieces.push(current.join("\n"));
  return pieces;
}

export interface TextPart {
  readonly text: string;
  /** The headings the part holds, or the one it continues. */
  readonly headings: readonly string[];
}

function headingOf(block: string): string | undefined {
  const match = /^#{1,4} (.+)$/m.exec(block.split("\n")[0] ?? "");
  return match?.[1]?.trim();
}

/** The parts of a text, each at most `budget` bytes; a text that fits is one part. */
export function splitIntoParts(markdown: string, budget = PART_BUDGET_BYTES): TextPart[] {
  if (byteLength(markdown) <= budget) return [{ text: markdown, headings: headingOf(markdown) === undefined ? [] : [headingOf(markdown) as string] }];
  const parts: TextPart[] = [];
  let current: string[] = [];
  let headings: string[] = [];
  let size = 0;
  let lastHeading: string | undefined;
  const flush = () => {
    if (current.length === 0) return;
    parts.push({ text: current.join("\n\n"), headings: headings.length > 0 ? headings : lastHeading ? [`${lastHeading} (continuação)`] : [] });
    current = [];
    headings = [];
    size = 0;
  };
  for (const block of blocksOf(markdown)) {
    // A block that will be split starts in the room left in the current part, if there is a useful amount.
    const room = budget - size - 2;
    const pieces = byteLength(block) > budget ? splitBlock(block, room >= budget / 4 ? room : budget, budget) : [block];
    for (const piece of pieces) {
      const pieceSize = byteLength(piece) + 2;
      if (size + pieceSize > budget) flush();
      const heading = headingOf(piece);
      if (heading !== undefined) {
        headings.push(heading);
        lastHeading = heading;
      } else if (current.length === 0 && lastHeading !== undefined && headings.length === 0) {
        headings.push(`${lastHeading} (continuação)`);
      }
      current.push(piece);
      size += pieceSize;
    }
  }
  flush();
  return parts;
}

export interface PagedText {
  readonly text: string;
  readonly part: number;
  readonly total: number;
  /** How to ask for the next part, when there is one. */
  readonly next?: string;
}

/**
 * Part `requested` (1-based) of a text, with a footer listing the parts and how to ask for each
 * (`ask(n)` writes the call or the address). A text that fits comes back whole, without footer.
 */
export function pageOf(markdown: string, requested: number, ask: (part: number) => string, budget = PART_BUDGET_BYTES): PagedText | { readonly error: string } {
  const parts = splitIntoParts(markdown, budget);
  if (parts.length === 1 && requested === 1) return { text: markdown, part: 1, total: 1 };
  const chosen = parts[requested - 1];
  if (chosen === undefined) return { error: `Parte ${requested} não existe: esta resposta tem ${parts.length} parte(s); peça de 1 a ${parts.length}.` };
  const index = parts.map((part, position) => `${position + 1}. ${part.headings.slice(0, 4).join("; ") || "(sem título)"}${part.headings.length > 4 ? "; …" : ""}${position + 1 === requested ? " ← esta" : ""}`);
  const next = requested < parts.length ? ask(requested + 1) : undefined;
  const footer = [
    "---",
    `Parte ${requested} de ${parts.length} (resposta longa, dividida em partes de até ~${Math.round(budget / 1000)} KB). Partes:`,
    ...index,
    next === undefined ? "Esta é a última parte." : `Próxima: ${next}`,
  ].join("\n");
  return { text: `${chosen.text}\n\n${footer}`, part: requested, total: parts.length, ...(next !== undefined && { next }) };
}

/** `parte` as the caller typed it: a positive integer, 1 when absent. */
export function partNumber(input: string | undefined): number | undefined {
  if (input === undefined || input.trim() === "") return 1;
  const match = /^\s*(?:parte\s*)?(\d{1,4})\s*$/i.exec(input);
  const value = match === null ? Number.NaN : Number(match[1]);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}
