import { z } from "zod";
import { operationStatusValues, type OperationStatus } from "@/lib/contract/enums";
import { NONE } from "../board/board-filters";
import { defaultPeriod, periodLengthInDays, type PeriodDays } from "./pipeline-period";

/*
 * The pipeline boards' filters and drill-down, as they travel in the URL (a GET form, links that keep them, the
 * CSV exports): parsed from strings with pt-BR messages, and turned back into query strings. The period is
 * required (it defaults to this month in Brasília); the rest narrows the portfolio.
 *
 * A drill-down names a figure: its measure (`drill`) and the row or column it sits in (`dstatus`, `dproduct`,
 * `dorganization`, `dbranch`, `doperator`, `dreason`), on top of the page's filters. The page lists the
 * operations that figure counts, and the export sends all of them.
 */

export { NONE };

export const PIPELINE_FILTER_PARAMS = ["from", "to", "product", "organization", "branch", "operator"] as const;
export const PIPELINE_DRILL_PARAMS = ["drill", "dstatus", "dproduct", "dorganization", "dbranch", "doperator", "dreason", "page"] as const;
const PIPELINE_PARAMS = [...PIPELINE_FILTER_PARAMS, ...PIPELINE_DRILL_PARAMS] as const;
export type PipelineParamName = (typeof PIPELINE_PARAMS)[number];
export type PipelineSearchValues = Partial<Record<PipelineParamName, string>>;

export type ProductKind = "payroll" | "fgts";

/** The longest period one request may ask for (three years): the answer stays bounded. */
export const MAX_PERIOD_DAYS = 1_096;
/** Before this no operation exists (and a typo such as `0202-11-01` is caught). */
const EARLIEST_DAY = "2020-01-01";

export interface PipelineFilters extends PeriodDays {
  readonly product?: ProductKind;
  readonly organization?: string;
  /** A branch id, or `none`: operations discovered without a branch. */
  readonly branch?: string;
  /** An operator id, or `none`: operations created outside the portal. */
  readonly operator?: string;
}

/**
 * What a figure counts:
 * - `created`, `submitted`, `signatures`, `finished`: operations created in the period that reached that stage
 *   (the funnel; an operation that reached a later stage counts in the earlier ones);
 * - `settled`: operations that reached `Finished` in the period, whenever they were created;
 * - `open`, `late`: operations open now (past their status's alert limit, for `late`), whatever the period;
 * - `stays`, `slow`: stays in `dstatus` that ended in the period (past the limit, for `slow`): one row per stay;
 * - `returned`: returns and refusals into `dstatus` in the period (one row per event), `dreason` for one reason.
 */
export const DRILL_MEASURES = ["created", "submitted", "signatures", "finished", "settled", "open", "late", "stays", "slow", "returned"] as const;
export type DrillMeasure = (typeof DRILL_MEASURES)[number];

/** The statuses counted as returns and refusals (spec, "States and transitions"). */
export const RETURN_STATUSES = ["WarrantyRevision", "PaymentRevision", "Revision", "Disapproved", "Canceled"] as const satisfies readonly OperationStatus[];
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface PipelineDrill {
  readonly measure: DrillMeasure;
  readonly status?: OperationStatus;
  readonly product?: ProductKind;
  readonly organization?: string;
  readonly branch?: string;
  readonly operator?: string;
  readonly reason?: string;
  readonly page: number;
}

export const DRILL_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOrNone = (message: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === NONE || UUID.test(value), { error: message })
    .optional();
const uuid = (message: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => UUID.test(value), { error: message })
    .optional();
const day = (message: string) =>
  z.iso
    .date({ error: message })
    .refine((value) => value >= EARLIEST_DAY, { error: message })
    .optional();
const product = (message: string) => z.enum(["payroll", "fgts"], { error: message }).optional();

const pipelineSearchSchema = z.object({
  from: day("Data inicial inválida: use uma data real a partir de 01/01/2020 (AAAA-MM-DD)."),
  to: day("Data final inválida: use uma data real a partir de 01/01/2020 (AAAA-MM-DD)."),
  product: product("Produto desconhecido: escolha consignado privado ou FGTS."),
  organization: uuid("Correspondente inválido: escolha um correspondente da lista."),
  branch: idOrNone("Agência inválida: escolha uma agência da lista."),
  operator: idOrNone("Operador inválido: escolha um operador da lista."),
  drill: z.enum(DRILL_MEASURES, { error: "Detalhamento desconhecido: volte ao painel e escolha um número." }).optional(),
  dstatus: z.enum(operationStatusValues, { error: "Status desconhecido no detalhamento." }).optional(),
  dproduct: product("Produto desconhecido no detalhamento."),
  dorganization: uuid("Correspondente inválido no detalhamento."),
  dbranch: idOrNone("Agência inválida no detalhamento."),
  doperator: idOrNone("Operador inválido no detalhamento."),
  dreason: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: "Motivo inválido no detalhamento." })
    .optional(),
  page: z.coerce
    .number({ error: "Página inválida: use um número inteiro a partir de 1." })
    .int({ error: "Página inválida: use um número inteiro a partir de 1." })
    .min(1, { error: "Página inválida: use um número inteiro a partir de 1." })
    .max(MAX_PAGE, { error: "Página inválida: use um número inteiro a partir de 1." })
    .default(1),
});

export type PipelineSearchParseResult =
  | { readonly ok: true; readonly values: PipelineSearchValues; readonly filters: PipelineFilters; readonly drill: PipelineDrill | null }
  | { readonly ok: false; readonly values: PipelineSearchValues; readonly messages: readonly string[] };

type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export function pipelineSearchValues(input: SearchParamsInput): PipelineSearchValues {
  const values: PipelineSearchValues = {};
  for (const name of PIPELINE_PARAMS) {
    const raw = input instanceof URLSearchParams ? input.get(name) : input[name];
    // Bounded before anything else looks at it.
    const first = (typeof raw === "string" ? raw : raw?.[0])?.slice(0, 200).trim();
    if (first) values[name] = first;
  }
  return values;
}

/**
 * Parses the URL's values; `today` is Brasília's civil date (the default period is this month so far; a missing
 * start is the first day of the end's month, a missing end is today). Invalid values give messages, never throw.
 */
export function parsePipelineSearch(input: SearchParamsInput, today: string): PipelineSearchParseResult {
  const values = pipelineSearchValues(input);
  const parsed = pipelineSearchSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  const data = parsed.data;
  const to = data.to ?? (data.from && data.from > today ? data.from : today);
  const from = data.from ?? (data.to ? `${data.to.slice(0, 7)}-01` : defaultPeriod(today).from);
  if (from > to) return { ok: false, values, messages: ["Período inválido: a data inicial deve ser anterior ou igual à data final."] };
  if (periodLengthInDays({ from, to }) > MAX_PERIOD_DAYS) {
    return { ok: false, values, messages: [`Período longo demais: escolha até ${MAX_PERIOD_DAYS.toLocaleString("pt-BR")} dias (três anos).`] };
  }
  const filters: PipelineFilters = {
    from,
    to,
    ...(data.product && { product: data.product }),
    ...(data.organization && { organization: data.organization }),
    ...(data.branch && { branch: data.branch }),
    ...(data.operator && { operator: data.operator }),
  };
  const drill = data.drill ? drillOf(data.drill, data) : null;
  if (drill && "message" in drill) return { ok: false, values, messages: [drill.message] };
  return { ok: true, values, filters, drill };
}

function drillOf(measure: DrillMeasure, data: z.infer<typeof pipelineSearchSchema>): PipelineDrill | { message: string } {
  if ((measure === "stays" || measure === "slow") && !data.dstatus) return { message: "Detalhamento incompleto: falta o status." };
  if (measure === "returned" && !(data.dstatus && (RETURN_STATUSES as readonly string[]).includes(data.dstatus))) {
    return { message: "Detalhamento inválido: devoluções e recusas são de Revisão da garantia, Revisão do pagamento, Devolvida, Reprovada ou Cancelada." };
  }
  if (data.dreason && measure !== "returned") return { message: "Detalhamento inválido: o motivo só se aplica a devoluções e recusas." };
  return {
    measure,
    page: data.page,
    ...(data.dstatus && { status: data.dstatus }),
    ...(data.dproduct && { product: data.dproduct }),
    ...(data.dorganization && { organization: data.dorganization }),
    ...(data.dbranch && { branch: data.dbranch }),
    ...(data.doperator && { operator: data.doperator }),
    ...(data.dreason && { reason: data.dreason }),
  };
}

/** The drill-down of a figure, without the page (links to it start at its first page). */
export type DrillTarget = Omit<PipelineDrill, "page"> & { readonly page?: number };

/** The query string (without `?`) of the filters and, optionally, a drill-down. */
export function pipelineQueryString(filters: PipelineFilters, drill?: DrillTarget | null): string {
  const params = new URLSearchParams();
  params.set("from", filters.from);
  params.set("to", filters.to);
  if (filters.product) params.set("product", filters.product);
  if (filters.organization) params.set("organization", filters.organization);
  if (filters.branch) params.set("branch", filters.branch);
  if (filters.operator) params.set("operator", filters.operator);
  if (drill) {
    params.set("drill", drill.measure);
    if (drill.status) params.set("dstatus", drill.status);
    if (drill.product) params.set("dproduct", drill.product);
    if (drill.organization) params.set("dorganization", drill.organization);
    if (drill.branch) params.set("dbranch", drill.branch);
    if (drill.operator) params.set("doperator", drill.operator);
    if (drill.reason) params.set("dreason", drill.reason);
    if (drill.page && drill.page > 1) params.set("page", String(drill.page));
  }
  return params.toString();
}

/** The page's address showing the operations behind a figure (scrolled to the list). */
export function drillHref(filters: PipelineFilters, drill: DrillTarget): string {
  return `/pipeline?${pipelineQueryString(filters, drill)}#operacoes`;
}

/** The tables the page exports (`/pipeline/export?table=…`), and `operations` for a drill-down's rows. */
export const EXPORT_TABLES = ["funnel", "status", "branches", "operators", "ageing", "returns", "operations"] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export function exportHref(table: ExportTable, filters: PipelineFilters, drill?: DrillTarget | null): string {
  const query = pipelineQueryString(filters, table === "operations" ? drill : null);
  return `/pipeline/export?table=${table}&${query}`;
}

export function parseExportTable(value: string | null): ExportTable | null {
  return value && (EXPORT_TABLES as readonly string[]).includes(value) ? (value as ExportTable) : null;
}
