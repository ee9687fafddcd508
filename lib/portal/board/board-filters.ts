import { z } from "zod";

/*
 * The board's filters, as they travel in the URL (shareable, kept by the back button) and in the data
 * requests: parsed from strings with pt-BR messages. Days are calendar days in Brasília over the operation's
 * creation. The text finds an operation by its number (`CN00000123`, or just `123`), its id, or a borrower by
 * CPF (kept only as a keyed hash).
 */
export const BOARD_PARAM_NAMES = ["product", "branch", "operator", "from", "to", "q"] as const;
export type BoardParamName = (typeof BOARD_PARAM_NAMES)[number];
export type BoardSearchValues = Partial<Record<BoardParamName, string>>;

/** `none`: operations without a branch (discovered in a multi-branch organization) / created outside the portal. */
export const NONE = "none";
const MAX_TEXT = 40;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BoardText =
  | { readonly kind: "cpf"; readonly digits: string }
  | { readonly kind: "id"; readonly id: string }
  | { readonly kind: "number"; readonly digits: string };

export interface BoardFilters {
  readonly product?: "payroll" | "fgts";
  readonly branch?: string;
  readonly operator?: string;
  readonly from?: string;
  readonly to?: string;
  readonly text?: BoardText;
}

const idOrNone = (message: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === NONE || UUID.test(value), { error: message })
    .optional();
const day = (message: string) => z.iso.date({ error: message }).optional();

const boardSearchSchema = z
  .object({
    product: z.enum(["payroll", "fgts"], { error: "Produto desconhecido: escolha consignado privado ou FGTS." }).optional(),
    branch: idOrNone("Agência inválida: escolha uma agência da lista."),
    operator: idOrNone("Operador inválido: escolha um operador da lista."),
    from: day("Data inicial inválida: use uma data real (AAAA-MM-DD)."),
    to: day("Data final inválida: use uma data real (AAAA-MM-DD)."),
    q: z.string().max(MAX_TEXT, { error: `Busca longa demais: até ${MAX_TEXT} caracteres (número da operação ou CPF).` }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: "Período inválido: a data inicial deve ser anterior ou igual à data final.",
    path: ["to"],
  });

export type BoardSearchParseResult =
  | { readonly ok: true; readonly values: BoardSearchValues; readonly filters: BoardFilters }
  | { readonly ok: false; readonly values: BoardSearchValues; readonly messages: readonly string[] };

type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export function boardSearchValues(input: SearchParamsInput): BoardSearchValues {
  const values: BoardSearchValues = {};
  for (const name of BOARD_PARAM_NAMES) {
    const raw = input instanceof URLSearchParams ? input.get(name) : input[name];
    // Bounded before anything else looks at it.
    const first = (typeof raw === "string" ? raw : raw?.[0])?.slice(0, 200).trim();
    if (first) values[name] = first;
  }
  return values;
}

export function parseBoardSearch(input: SearchParamsInput): BoardSearchParseResult {
  const values = boardSearchValues(input);
  const parsed = boardSearchSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  const { product, branch, operator, from, to, q } = parsed.data;
  const text = q ? parseBoardText(q) : undefined;
  if (q && !text) {
    return { ok: false, values, messages: ["Busca não reconhecida: informe o número da operação (ex.: CN00000123) ou o CPF do tomador."] };
  }
  return {
    ok: true,
    values,
    filters: { ...(product && { product }), ...(branch && { branch }), ...(operator && { operator }), ...(from && { from }), ...(to && { to }), ...(text && { text }) },
  };
}

/** CPF (11 digits, with or without punctuation), an operation id, or an operation number (`CN` optional). */
export function parseBoardText(text: string): BoardText | undefined {
  const value = text.trim();
  if (UUID.test(value)) return { kind: "id", id: value.toLowerCase() };
  const compact = value.replace(/[\s.\-/]/g, "");
  if (/^\d{11}$/.test(compact) && !/^cn/i.test(value)) return { kind: "cpf", digits: compact };
  const number = /^(?:cn)?(\d{1,10})$/i.exec(compact);
  if (number) return { kind: "number", digits: number[1]! };
  return undefined;
}

export function boardQueryString(values: BoardSearchValues): string {
  const params = new URLSearchParams();
  for (const name of BOARD_PARAM_NAMES) {
    const value = values[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}

export function hasBoardFilters(values: BoardSearchValues): boolean {
  return BOARD_PARAM_NAMES.some((name) => Boolean(values[name]));
}

/**
 * The data request's row windows: `show=Signatures:600,Draft:1100` (status and rows wanted, at most one entry
 * per status). Entries that are not a known status with a whole number are ignored: this is view state, not a
 * filter, and a stale link should still show a board.
 */
export function parseRowWindows(text: string | null, isStatus: (value: string) => boolean, max: number): Record<string, number> {
  const windows: Record<string, number> = {};
  for (const entry of (text ?? "").slice(0, 1000).split(",").slice(0, 25)) {
    const [status = "", size = ""] = entry.split(":");
    const rows = Number(size);
    if (isStatus(status) && /^\d{1,5}$/.test(size) && rows > 0) windows[status] = Math.min(rows, max);
  }
  return windows;
}

export function rowWindowsParam(windows: Readonly<Record<string, number>>): string {
  return Object.entries(windows)
    .map(([status, rows]) => `${status}:${rows}`)
    .join(",");
}
