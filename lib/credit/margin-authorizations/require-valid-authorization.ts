import { getPrisma } from "@/lib/db/client";
import type { CreditMarginAuthorization } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { toUtcDateTime } from "../dates";
import { settlePendingAuthorizations } from "./settle-pending-authorizations";

const RETURN_TO_AUTHORIZATION =
  "volte ao passo de autorização: registre uma nova em POST /v1/RegistryEmployee/MarginAuthorization e aguarde o status Approved (acompanhe em GET /v1/RegistryEmployee/MarginAuthorization).";
const WAIT_FOR_AUTHORIZATION =
  "volte ao passo de autorização: acompanhe-a em GET /v1/RegistryEmployee/MarginAuthorization até o status Approved e repita a consulta.";

/**
 * The caller's `Approved`, unexpired margin authorization for the CPF, which the margin query requires. Without
 * one the answer is a 400 business-rule problem telling the partner to return to the authorization step (spec:
 * "including when the partner believes it still exists"), with the reason read from the latest authorization.
 */
export async function requireValidAuthorization(caller: Caller, registrationNumber: string, now: Date = new Date()): Promise<CreditMarginAuthorization> {
  await settlePendingAuthorizations(now);
  const prisma = getPrisma();
  const where = { correspondentId: caller.correspondentId, registrationNumber };
  const valid = await prisma.creditMarginAuthorization.findFirst({
    where: { ...where, status: "Approved", validUntil: { gt: now } },
    orderBy: { validUntil: "desc" },
  });
  if (valid) return valid;

  const latest = await prisma.creditMarginAuthorization.findFirst({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  throw new AppError("BUSINESS_RULE", {
    message: `no valid margin authorization (latest: ${latest?.status ?? "none"})`,
    userMessage: `Consulta de margem recusada: não há autorização de margem válida (Approved) para este CPF. ${whyNot(latest, now)} Próximo passo: ${
      latest?.status === "Pending" ? WAIT_FOR_AUTHORIZATION : RETURN_TO_AUTHORIZATION
    }`,
  });
}

function whyNot(latest: CreditMarginAuthorization | null, now: Date): string {
  if (!latest) return "Nenhuma autorização foi registrada por este correspondente para o CPF.";
  if (latest.status === "Pending") return "A autorização mais recente ainda está Pending (aguardando a confirmação do trabalhador no canal).";
  if (latest.status === "Refused") return "A autorização mais recente foi recusada (Refused).";
  return latest.validUntil <= now
    ? `A autorização Approved mais recente expirou em ${toUtcDateTime(latest.validUntil)}.`
    : "A autorização mais recente não está válida.";
}
