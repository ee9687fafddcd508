import type { FreeMargin, FreeMarginQuery } from "@/lib/contract/margin";
import { getPrisma } from "@/lib/db/client";
import type { CreditMarginQuery, CreditRegistryWorker } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { addSeconds } from "../dates";
import { requireValidAuthorization } from "../margin-authorizations/require-valid-authorization";
import { reservedMarginInCents } from "../margin-reservations/apply-margin-reservation";
import { requirePayrollProduct } from "../products/require-payroll-product";
import { creditSettings } from "../settings";
import { findMarginQueryWorker } from "./margin-query-worker";
import { toFreeMarginResponse } from "./to-free-margin-response";

export interface QueryFreeMarginOptions {
  caller: Caller;
  query: FreeMarginQuery;
  now?: Date;
}

/**
 * Step 1 of the private payroll loan: the worker's active employment link and free consignable margin, read
 * from the registry. In order: the borrower (404/403 for someone else's `personId`), the product (404
 * unknown, 400 when not payroll), an `Approved`, unexpired margin authorization of this correspondent for the
 * CPF (else 400: return to the authorization step), then the registry (400 without an active link).
 *
 * Cache window: a result is served again, unchanged, until its `validUntil` (`MARGIN_QUERY_CACHE_MINUTES`
 * after the query) to the same correspondent for the same CPF and `creditProductId`; only after it does a
 * query read the registry (minus the margin reserved by live operations) and create a new record. The authorization is checked on every query, cached or not.
 */
export async function queryFreeMargin({ caller, query, now = new Date() }: QueryFreeMarginOptions): Promise<FreeMargin> {
  const borrower = await findMarginQueryWorker(caller, query);
  const creditProductId = query.creditProductId ?? null;
  if (creditProductId !== null) await requirePayrollProduct(creditProductId, "creditProductId");
  await requireValidAuthorization(caller, borrower.registrationNumber, now);

  const prisma = getPrisma();
  const cached = await prisma.creditMarginQuery.findFirst({
    where: { correspondentId: caller.correspondentId, registrationNumber: borrower.registrationNumber, creditProductId, validUntil: { gt: now } },
    orderBy: { queriedAt: "desc" },
  });
  if (cached) return toFreeMarginResponse(cached);

  const worker = await prisma.creditRegistryWorker.findUnique({ where: { registrationNumber: borrower.registrationNumber } });
  const link = activeLink(worker);
  // The employer answers the margin still free: installments reserved by live operations are taken.
  link.freeMarginInCents = Math.max(0, link.freeMarginInCents - (await reservedMarginInCents(prisma, borrower.registrationNumber)));
  const record = await prisma.creditMarginQuery.create({
    data: {
      correspondentId: caller.correspondentId,
      registrationNumber: borrower.registrationNumber,
      personId: borrower.personId,
      creditProductId,
      ...link,
      queriedAt: now,
      validUntil: addSeconds(now, creditSettings.marginQueryCacheMinutes() * 60),
    },
  });
  logger.info("consulta de margem realizada", { marginQueryId: record.id, correspondentId: caller.correspondentId });
  return toFreeMarginResponse(record);
}

type ActiveLink = Pick<
  CreditMarginQuery,
  | "employeeCode"
  | "employerRegistrationNumber"
  | "employerRegistrationCode"
  | "employerName"
  | "admissionDate"
  | "positionCBOCode"
  | "grossSalaryInCents"
  | "freeMarginInCents"
>;

/** The worker's active employment link, or the 400 that says there is none. */
function activeLink(worker: CreditRegistryWorker | null): ActiveLink {
  if (worker) {
    const { employeeCode, employerRegistrationNumber, employerRegistrationCode, employerName, admissionDate, positionCBOCode } = worker;
    const { grossSalaryInCents, freeMarginInCents } = worker;
    if (
      employeeCode !== null &&
      employerRegistrationNumber !== null &&
      employerRegistrationCode !== null &&
      employerName !== null &&
      admissionDate !== null &&
      grossSalaryInCents !== null &&
      freeMarginInCents !== null
    ) {
      return { employeeCode, employerRegistrationNumber, employerRegistrationCode, employerName, admissionDate, positionCBOCode, grossSalaryInCents, freeMarginInCents };
    }
  }
  throw new AppError("BUSINESS_RULE", {
    message: worker ? "worker has no active employment link" : "worker not in the registry",
    userMessage:
      "Consulta de margem recusada: nenhum vínculo empregatício ativo foi encontrado para este CPF no registro. Sem vínculo ativo não há margem consignável para o consignado privado.",
  });
}
