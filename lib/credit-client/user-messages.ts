import { maskText } from "@/lib/log/mask";
import type { CreditApiErrorKind } from "./error-kinds";

/** pt-BR messages an operator can read; they never quote the request, only what to do next. */
const USER_MESSAGES: Readonly<Record<CreditApiErrorKind, string>> = {
  validation: "Há dados inválidos; corrija os campos indicados e tente novamente.",
  credentials: "As credenciais de acesso ao serviço de crédito estão inválidas; avise o gestor da agência.",
  unauthorized: "O serviço de crédito recusou o acesso; tente novamente e, se persistir, avise o gestor.",
  forbidden: "Este registro não está vinculado à sua agência, ou a ação não é permitida.",
  "not-found": "Registro não encontrado no serviço de crédito.",
  conflict: "A ação não é possível no estado atual do registro; atualize a página e confira o status.",
  "rate-limited": "O serviço de crédito limitou as chamadas; tente de novo em instantes.",
  server: "O serviço de crédito está indisponível no momento; tente novamente em instantes.",
  timeout: "O serviço de crédito não respondeu a tempo; tente novamente.",
  network: "Não foi possível conectar ao serviço de crédito; tente novamente em instantes.",
  contract: "O serviço de crédito respondeu de forma inesperada; informe o suporte.",
};

/** Kinds whose server `detail` is the better message: it says which rule failed (in pt-BR, for the caller). */
const KINDS_EXPLAINED_BY_DETAIL: ReadonlySet<CreditApiErrorKind> = new Set(["validation", "conflict"]);

/** Kinds where support needs the trace id to find the cause in the server's log. */
const KINDS_FOR_SUPPORT: ReadonlySet<CreditApiErrorKind> = new Set(["server", "contract"]);

export interface UserMessageContext {
  /** The problem's `detail`, when the answer was a problem document. */
  detail?: string;
  /** With field errors the form shows the reasons in place; the summary stays generic. */
  hasFieldErrors?: boolean;
  traceId?: string;
  /** A 429's `Retry-After`: the person is told when to try again. */
  retryAfterSeconds?: number;
}

export function userMessageFor(kind: CreditApiErrorKind, context: UserMessageContext = {}): string {
  const { detail, hasFieldErrors = false, traceId, retryAfterSeconds } = context;
  if (detail && !hasFieldErrors && KINDS_EXPLAINED_BY_DETAIL.has(kind)) return maskText(detail);
  if (kind === "rate-limited" && retryAfterSeconds !== undefined) {
    return `O serviço de crédito limitou as chamadas; tente em ${Math.max(1, Math.ceil(retryAfterSeconds))} s.`;
  }
  const message = USER_MESSAGES[kind];
  return traceId && KINDS_FOR_SUPPORT.has(kind) ? `${message} Código para o suporte: ${traceId}.` : message;
}
