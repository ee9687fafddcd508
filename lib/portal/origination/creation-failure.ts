import type { CreditApiError } from "@/lib/credit-client";

/**
 * What the creation step tells the person when the credit API failed: whether the operation may exist. A request
 * that never left (breaker open, connection refused) or that the API refused (4xx, 429) created nothing; one that
 * got no complete answer (timeout, reset, 5xx, garbage) may have. Either way a retry is safe: it sends the same
 * Idempotency-Key, so it creates at most one operation and, if the first one went through, returns it.
 */
export function creationFailureMessage(error: CreditApiError): string | undefined {
  if (notSent(error) || (error.status !== undefined && error.status >= 400 && error.status < 500)) {
    return error.kind === "validation" || error.kind === "conflict" ? undefined : `A operação não foi criada. ${error.userMessage} Os dados da etapa estão guardados.`;
  }
  return "O serviço de crédito não confirmou a criação: a operação pode ou não ter sido criada. Os dados da etapa estão guardados; tente de novo: a nova tentativa não cria uma segunda operação e mostra a que tiver sido criada.";
}

function notSent(error: CreditApiError): boolean {
  return error.kind === "credentials" || error.title === "circuito aberto" || (error.kind === "network" && error.detail === "ECONNREFUSED");
}
