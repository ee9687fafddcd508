/** A pt-BR guide: markdown whose `## ` headings split it into sections (what the search indexes). */
export interface Guide {
  readonly id: string;
  readonly title: string;
  /** The module it serves, or `comum` for both. */
  readonly module: "consignado-privado" | "fgts" | "comum";
  readonly summary: string;
  readonly markdown: string;
  /**
   * Sections that state the unit or format of a whole kind of field, by the contract's unit (its schema component:
   * `Cents`, `Uuid`…): a question about the unit of one such field ("o iofAmountInCents é em reais?") is answered there.
   */
  readonly unitSections?: Readonly<Record<string, readonly string[]>>;
}
