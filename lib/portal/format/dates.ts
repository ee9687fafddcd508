/**
 * Dates on portal screens and at the portal's edge of the contract. A civil date (`YYYY-MM-DD`: birth dates,
 * competences) is a calendar day, never an instant: it is formatted from its digits, because `new Date("1988-04-12")`
 * is UTC midnight, the evening before in Brasília. Instants (`...Z`) are shown in Brasília time.
 */
const ZONE = "America/Sao_Paulo";
const DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: ZONE });
const TIME = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone: ZONE });
const ISO_DAY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: ZONE });
const MONTH_YEAR = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });

/** `1988-04-12` → `12/04/1988`, from the digits. */
export function formatCivilDate(civilDate: string): string {
  const [year, month, day] = civilDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/**
 * A calendar day the contract carries as a date-time at UTC midnight (due dates, the first payment date, admission
 * dates): `2027-01-07T00:00:00Z` is the 7th, shown from its digits, never shifted to the 6th by Brasília's offset.
 */
export function formatContractDay(dateTime: string): string {
  return formatCivilDate(dateTime.slice(0, 10));
}

/** An instant's day in Brasília: `2026-11-22T02:00:00Z` → `21/11/2026`. */
export function formatInstantDate(instant: string | Date): string {
  return DATE.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** An instant's time in Brasília: `14:05`. */
export function formatInstantTime(instant: string | Date): string {
  return TIME.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** Today's civil date in Brasília (`YYYY-MM-DD`), the day a branch lives in. */
export function brasiliaToday(now: Date = new Date()): string {
  return ISO_DAY.format(now);
}

/**
 * The competence of the current month in Brasília (`2026-11-01`): a first discount before it would be refused by
 * the endorsement, so the creation and collateral forms start there.
 */
export function currentCompetence(today: string = brasiliaToday()): string {
  return `${today.slice(0, 7)}-01`;
}

/** `2026-05-01` → `maio de 2026` (a competence). */
export function formatCompetence(competence: string): string {
  return MONTH_YEAR.format(new Date(`${competence.slice(0, 7)}-01T12:00:00Z`));
}

/** A Date in the contract's UTC shape, `YYYY-MM-DDTHH:MM:SSZ`. */
export function toContractDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
