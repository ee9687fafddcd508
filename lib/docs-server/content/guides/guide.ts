/** A pt-BR guide: markdown whose `## ` headings split it into sections (what the search indexes). */
export interface Guide {
  readonly id: string;
  readonly title: string;
  /** The module it serves, or `comum` for both. */
  readonly module: "consignado-privado" | "fgts" | "comum";
  readonly summary: string;
  readonly markdown: string;
}
