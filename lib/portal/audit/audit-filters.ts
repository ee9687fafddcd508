import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES, type AuditAction } from "./audit-actions";

/*
 * The audit page's filters, as they travel in the URL (a GET form, links that keep them, the CSV export):
 * parsed from strings with pt-BR messages, and turned back into a query string. Days are calendar days in
 * Brasília, whatever the server's time zone.
 */

export const AUDIT_TIME_ZONE = "America/Sao_Paulo";
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Far beyond any real history; keeps the offset a small integer for the database. */
const MAX_PAGE = 1_000_000;

/** The search-param names, one per field of the form. */
export const AUDIT_PARAM_NAMES = ["operator", "action", "operation", "from", "to", "page", "size"] as const;
export type AuditParamName = (typeof AUDIT_PARAM_NAMES)[number];

/** The raw values of the form (what the operator typed), kept to show them again beside an error. */
export type AuditSearchValues = Partial<Record<AuditParamName, string>>;

export interface AuditFilters {
  readonly operatorId?: string;
  readonly action?: AuditAction;
  readonly operationId?: string;
  /** `YYYY-MM-DD`, Brasília calendar day, inclusive. */
  readonly from?: string;
  /** `YYYY-MM-DD`, Brasília calendar day, inclusive of the whole day. */
  readonly to?: string;
}

export interface AuditPagination {
  readonly page: number;
  readonly size: number;
}

const id = (message: string) =>
  z
    .guid({ error: message })
    .transform((value) => value.toLowerCase())
    .optional();
const day = (message: string) => z.iso.date({ error: message }).optional();
const positiveInt = (message: string, max: number) => z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

export const auditSearchSchema = z
  .object({
    operator: id("Operador inválido: escolha um operador da lista."),
    action: z.enum(AUDIT_ACTION_NAMES, { error: "Ação desconhecida: escolha uma ação da lista." }).optional(),
    operation: id("Identificador de operação inválido: informe o UUID completo da operação."),
    from: day("Data inicial inválida: use uma data real no formato AAAA-MM-DD."),
    to: day("Data final inválida: use uma data real no formato AAAA-MM-DD."),
    page: positiveInt("Página inválida: use um número inteiro a partir de 1.", MAX_PAGE).default(1),
    size: positiveInt(`Itens por página: use um número inteiro de 1 a ${MAX_PAGE_SIZE}.`, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: "Período inválido: a data inicial deve ser anterior ou igual à data final.",
    path: ["to"],
  });

export type AuditSearchParseResult =
  | { readonly ok: true; readonly values: AuditSearchValues; readonly filters: AuditFilters; readonly pagination: AuditPagination }
  | { readonly ok: false; readonly values: AuditSearchValues; readonly messages: readonly string[] };

type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The form's values from a page's `searchParams` or a request's URL: first value, trimmed, empty = absent. */
export function auditSearchValues(input: SearchParamsInput): AuditSearchValues {
  const values: AuditSearchValues = {};
  for (const name of AUDIT_PARAM_NAMES) {
    const raw = input instanceof URLSearchParams ? input.get(name) : input[name];
    const first = (typeof raw === "string" ? raw : raw?.[0])?.trim();
    if (first) values[name] = first;
  }
  return values;
}

/** Parses the search params; an invalid value gives messages to show, never an exception. */
export function parseAuditSearch(input: SearchParamsInput): AuditSearchParseResult {
  const values = auditSearchValues(input);
  const parsed = auditSearchSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  const { operator, action, operation, from, to, page, size } = parsed.data;
  const filters: AuditFilters = {
    ...(operator && { operatorId: operator }),
    ...(action && { action }),
    ...(operation && { operationId: operation }),
    ...(from && { from }),
    ...(to && { to }),
  };
  return { ok: true, values, filters, pagination: { page, size } };
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Boolean(filters.operatorId || filters.action || filters.operationId || filters.from || filters.to);
}

/** The filters in one pt-BR line, for the audit event of an export (`ação: Entrada (auth.sign_in); …`). */
export function describeAuditFilters(filters: AuditFilters): string {
  const parts = [
    filters.action && `ação: ${AUDIT_ACTIONS[filters.action]} (${filters.action})`,
    filters.operatorId && `operador: ${filters.operatorId}`,
    filters.operationId && `operação: ${filters.operationId}`,
    (filters.from || filters.to) && `período: ${filters.from ? brazilianDay(filters.from) : "início"} a ${filters.to ? brazilianDay(filters.to) : "hoje"}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : "sem filtros";
}

function brazilianDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

/** The query string (without `?`) of these filters, for links; page and size only when not the defaults. */
export function auditQueryString(filters: AuditFilters, pagination?: Partial<AuditPagination>): string {
  const params = new URLSearchParams();
  if (filters.operatorId) params.set("operator", filters.operatorId);
  if (filters.action) params.set("action", filters.action);
  if (filters.operationId) params.set("operation", filters.operationId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (pagination?.page && pagination.page !== 1) params.set("page", String(pagination.page));
  if (pagination?.size && pagination.size !== DEFAULT_PAGE_SIZE) params.set("size", String(pagination.size));
  return params.toString();
}

/** A link to `path` (the page or its export) with these filters; no `?` when there is nothing to carry. */
export function auditHref(path: "/audit" | "/audit/export", filters: AuditFilters, pagination?: Partial<AuditPagination>): string {
  const query = auditQueryString(filters, pagination);
  return query ? `${path}?${query}` : path;
}

/** The period as instants: from the start of `from` to before the start of the day after `to`, in Brasília. */
export function auditPeriodRange(filters: Pick<AuditFilters, "from" | "to">): { gte?: Date; lt?: Date } {
  return {
    ...(filters.from && { gte: brasiliaDayStart(filters.from) }),
    ...(filters.to && { lt: brasiliaDayStart(nextDay(filters.to)) }),
  };
}

/** The instant a Brasília calendar day (`YYYY-MM-DD`) starts. */
export function brasiliaDayStart(isoDay: string): Date {
  const [year = 0, month = 1, date = 1] = isoDay.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Brazil has had no daylight saving time since 2019, but the offset is still asked of the time zone data
  // rather than hard-coded, and asked twice in case the first guess fell on the other side of a change.
  const firstGuess = midnightUtc - brasiliaOffsetMs(midnightUtc);
  return new Date(midnightUtc - brasiliaOffsetMs(firstGuess));
}

function nextDay(isoDay: string): string {
  const [year = 0, month = 1, date = 1] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: AUDIT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export interface WallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

/** The Brasília wall-clock fields of an instant, zero-padded (for file names and spreadsheet cells). */
export function brasiliaWallClock(instant: Date | number): WallClock {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: (parts.year ?? "").padStart(4, "0"),
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    second: parts.second ?? "",
  };
}

/** Brasília local time minus UTC at an instant, in milliseconds (negative: -3 h). */
function brasiliaOffsetMs(instant: number): number {
  const wall = brasiliaWallClock(instant);
  const asUtc = Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day), Number(wall.hour), Number(wall.minute), Number(wall.second));
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}
