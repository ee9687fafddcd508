import type { MarginAuthorization, MarginAuthorizationCreate } from "@/lib/contract/margin-authorization";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { addSeconds } from "../dates";
import { findOwnedPerson } from "../persons/find-owned-person";
import { creditSettings } from "../settings";
import { toMarginAuthorizationResponse } from "./to-margin-authorization-response";

export interface CreateMarginAuthorizationOptions {
  caller: Caller;
  body: MarginAuthorizationCreate;
  now?: Date;
}

const DAY_SECONDS = 86_400;

/**
 * Registers the worker's consent to the margin query: the authorization is born `Pending` and the worker's
 * confirmation on the channel is due `MARGIN_AUTHORIZATION_CONFIRM_SECONDS` later (sandbox), when
 * `settlePendingAuthorizations` decides it. It holds for the margin query until `validUntil`
 * (`MARGIN_AUTHORIZATION_VALID_DAYS` after the decision); after that it stays `Approved` (the contract has no
 * expiry status) and only the margin query refuses it. `personId`, when sent, must be the caller's person with
 * this CPF; when not sent, the caller's person with this CPF (if any) is linked.
 */
export async function createMarginAuthorization({ caller, body, now = new Date() }: CreateMarginAuthorizationOptions): Promise<MarginAuthorization> {
  const prisma = getPrisma();
  const personId = await resolvePersonId(caller, body);
  const decisionDueAt = addSeconds(now, creditSettings.marginAuthorizationConfirmSeconds());
  const authorization = await prisma.creditMarginAuthorization.create({
    data: {
      correspondentId: caller.correspondentId,
      registrationNumber: body.registrationNumber,
      personId,
      employerRegistrationNumber: body.employerRegistrationNumber ?? null,
      ...(body.contact !== undefined && { contact: body.contact as Prisma.InputJsonObject }),
      status: "Pending",
      decisionDueAt,
      validUntil: addSeconds(decisionDueAt, creditSettings.marginAuthorizationValidDays() * DAY_SECONDS),
      createdAt: now,
      updatedAt: now,
    },
  });
  logger.info("autorização de margem registrada", { authorizationId: authorization.id, correspondentId: caller.correspondentId });
  return toMarginAuthorizationResponse(authorization);
}

async function resolvePersonId(caller: Caller, body: MarginAuthorizationCreate): Promise<string | null> {
  if (body.personId === undefined) {
    const person = await getPrisma().creditNaturalPerson.findUnique({
      where: { correspondentId_registrationNumber: { correspondentId: caller.correspondentId, registrationNumber: body.registrationNumber } },
      select: { id: true },
    });
    return person?.id ?? null;
  }
  const person = await findOwnedPerson(caller, body.personId);
  if (person.registrationNumber !== body.registrationNumber) {
    throw new AppError("VALIDATION", {
      message: "authorization CPF differs from the person's",
      fieldErrors: [{ field: "registrationNumber", message: "informe o CPF do tomador indicado em personId (os dois devem ser da mesma pessoa)" }],
    });
  }
  return person.id;
}
