import { readBodyCapped } from "@/lib/http/read-capped-body";
import { CreditApiError } from "./credit-api-error";
import type { HttpReply } from "./http-reply";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ReadOptions {
  /** A file route: a 2xx body is read as bytes, at most this many (more is an answer off the contract). */
  readonly binaryUpTo?: number;
  /** The whole call's budget (upstream-guard): aborts this exchange too when it runs out first. */
  readonly budget?: AbortSignal;
}

/**
 * One HTTP exchange, body read whole, within `timeoutMs` (the signal also covers reading the body). A
 * rejected fetch becomes a CreditApiError "timeout" or "network". The original error is not kept as
 * `cause`: fetch errors may quote the URL, whose query can carry a CPF. Only a system error code remains.
 */
export async function sendRequest(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  operationId: string,
  read: ReadOptions = {},
): Promise<HttpReply> {
  const signal = read.budget ? AbortSignal.any([AbortSignal.timeout(timeoutMs), read.budget]) : AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    if (read.binaryUpTo !== undefined && response.ok) return await binaryReply(response, read.binaryUpTo, operationId);
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (error instanceof CreditApiError) throw error;
    if (signal.aborted || isTimeout(error)) {
      throw new CreditApiError({ kind: "timeout", operationId, title: "sem resposta no prazo" });
    }
    const code = systemErrorCode(error);
    throw new CreditApiError({ kind: "network", operationId, title: "falha de conexão", ...(code && { detail: code }) });
  }
}

/** A file's bytes, never more than `maxBytes` held: a larger answer is refused as off the contract. */
async function binaryReply(response: Response, maxBytes: number, operationId: string): Promise<HttpReply> {
  const read = await readBodyCapped(response, maxBytes);
  if (!read.ok) {
    throw new CreditApiError({ kind: "contract", operationId, status: response.status, title: "resposta fora do contrato", detail: `arquivo acima de ${maxBytes} bytes` });
  }
  return { status: response.status, headers: response.headers, text: "", bytes: read.bytes };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** `ECONNREFUSED`, `ENOTFOUND`...: undici puts it on the cause of its "fetch failed" TypeError. */
function systemErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z_]{3,40}$/.test(code)) return code;
  }
  return undefined;
}
