/** The first day of the month `monthsAhead` after today's (UTC): a discount competence the pipeline never finds past. */
export function competenceAhead(monthsAhead = 2, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead, 1)).toISOString().slice(0, 10);
}
