import type { FieldError } from "./problem";

/*
 * Typed application errors (after documenso's AppError): a closed set of codes, each with its HTTP status,
 * problem type, title and default user message. `message` is internal (logs); `userMessage` is what the
 * caller reads in the problem's `detail`, in pt-BR. Throw them from lib/ and let the route wrapper
 * (handle-route.ts) answer. MALFORMED_BODY, PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE serve the body readers.
 */

type AppErrorDefinition = { status: number; type: string; title: string; userMessage: string };

export const APP_ERRORS = {
  VALIDATION: {
    status: 400,
    type: "/problems/validation",
    title: "Dados inválidos",
    userMessage: "Um ou mais campos são inválidos; veja a lista em errors.",
  },
  MALFORMED_BODY: {
    status: 400,
    type: "/problems/malformed-body",
    title: "Corpo da requisição inválido",
    userMessage: "Corpo JSON inválido.",
  },
  BUSINESS_RULE: {
    status: 400,
    type: "/problems/business-rule",
    title: "Regra de negócio não atendida",
    userMessage: "A operação não atende a uma regra do produto.",
  },
  UNAUTHORIZED: {
    status: 401,
    type: "/problems/unauthorized",
    title: "Não autenticado",
    userMessage: "Token ausente, expirado ou inválido: obtenha um novo token.",
  },
  FORBIDDEN: {
    status: 403,
    type: "/problems/forbidden",
    title: "Sem permissão",
    userMessage: "Você não tem permissão para esta ação ou este recurso não está vinculado a você.",
  },
  NOT_FOUND: {
    status: 404,
    type: "/problems/not-found",
    title: "Não encontrado",
    userMessage: "O recurso solicitado não existe.",
  },
  CONFLICT_STATUS: {
    status: 409,
    type: "/problems/conflict-status",
    title: "Ação não permitida no status atual",
    userMessage: "A ação não é permitida no status atual da operação; consulte o status antes de repetir.",
  },
  ALREADY_EXISTS: {
    // 409 for a registration that would duplicate one (e.g. a CPF already registered by the correspondent).
    status: 409,
    type: "/problems/already-exists",
    title: "Registro já existente",
    userMessage: "Este registro já existe; consulte-o em vez de cadastrá-lo de novo.",
  },
  DOCUMENT_CHANGED: {
    // The signature page's instrument changed since the signer loaded it (lib/credit/signatures): its SHA-256
    // no longer matches the one the form sent back.
    status: 409,
    type: "/problems/document-changed",
    title: "Documento alterado",
    userMessage: "Os termos do documento mudaram desde que a página foi aberta: recarregue-a, leia a versão atual e assine de novo.",
  },
  PAYLOAD_TOO_LARGE: {
    // Answered before the body is parsed (read-body.ts); the user message names the route's limit.
    status: 413,
    type: "/problems/payload-too-large",
    title: "Corpo grande demais",
    userMessage: "Corpo da requisição grande demais para esta rota.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    type: "/problems/unsupported-media-type",
    title: "Tipo de conteúdo não suportado",
    userMessage: "Envie o corpo como JSON, com o cabeçalho Content-Type: application/json.",
  },
  IDEMPOTENCY_MISMATCH: {
    // 409 as the contract documents for creation routes (lib/contract routes: idempotencyConflict).
    status: 409,
    type: "/problems/idempotency-mismatch",
    title: "Chave de idempotência reutilizada",
    userMessage: "Esta Idempotency-Key já foi usada com outro corpo; use uma nova chave.",
  },
  RATE_LIMITED: {
    status: 429,
    type: "/problems/rate-limited",
    title: "Muitas requisições",
    userMessage: "Limite de requisições atingido; tente novamente mais tarde.",
  },
  INTERNAL: {
    status: 500,
    type: "/problems/internal",
    title: "Erro interno",
    userMessage: "Ocorreu um erro inesperado. Informe o traceId ao suporte.",
  },
  UPSTREAM: {
    status: 502,
    type: "/problems/upstream",
    title: "Falha em serviço externo",
    userMessage: "Um serviço do qual esta operação depende falhou; tente novamente em instantes.",
  },
} as const satisfies Record<string, AppErrorDefinition>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export const APP_ERROR_CODES = Object.keys(APP_ERRORS) as AppErrorCode[];

/** HTTP status of each code. */
export const APP_ERROR_STATUS = Object.fromEntries(
  APP_ERROR_CODES.map((code) => [code, APP_ERRORS[code].status]),
) as { readonly [Code in AppErrorCode]: (typeof APP_ERRORS)[Code]["status"] };

export type AppErrorOptions = {
  /** Internal message for logs (masked there); defaults to the user message. */
  message?: string;
  /** pt-BR message for the caller; defaults to the code's generic one. Say what was expected. */
  userMessage?: string;
  fieldErrors?: readonly FieldError[];
  /** For RATE_LIMITED: sent as `Retry-After`. */
  retryAfterSeconds?: number;
  cause?: unknown;
};

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: AppErrorCode;
  readonly status: number;
  readonly userMessage: string;
  readonly fieldErrors: readonly FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    const userMessage = options.userMessage ?? APP_ERRORS[code].userMessage;
    super(options.message ?? userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = APP_ERRORS[code].status;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
