/** `creditNoteNo`, the number the credit desk and support use: the database sequence, zero-padded, prefixed. */
export function formatCreditNoteNo(sequence: number): string {
  return `CN${String(sequence).padStart(8, "0")}`;
}
