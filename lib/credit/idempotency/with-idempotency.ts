import { createHash } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";

const KEY_PATTERN = /^[\w.:-]{1,200}$/;
/** A row whose response is still being produced (HTTP statuses are >= 100). */
const IN_PROGRESS = 0;

/**
 * `Idempotency-Key` on creations (DESIGN.md section 3): the first request with a key claims it, and a retry
 * with the same key and the same body gets the first answer again and creates nothing new. The same key
 * with another body, or while the first request is still running, is a 409. Failed requests (4xx/5xx)
 * release the key so the caller can correct and retry with it. `bodyText` is the body as the route read it,
 * within its byte cap.
 */
export async function withIdempotency(request: Request, caller: Caller, bodyText: string, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null) return run();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION", {
      message: "invalid idempotency key",
      fieldErrors: [{ field: "Idempotency-Key", message: "use de 1 a 200 caracteres: letras, dígitos, '-', '_', '.', ':' (ex.: um UUID)" }],
    });
  }

  const url = new URL(request.url);
  const requestHash = createHash("sha256")
    .update(`${request.method} ${url.pathname}${url.search}\n${bodyText}`)
    .digest("hex");
  const prisma = getPrisma();
  const id = { apiClientId: caller.apiClientId, key };

  try {
    await prisma.creditIdempotencyKey.create({ data: { ...id, requestHash, responseStatus: IN_PROGRESS, responseBody: {} } });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    return replay(await prisma.creditIdempotencyKey.findUnique({ where: { apiClientId_key: id } }), requestHash);
  }

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await prisma.creditIdempotencyKey.delete({ where: { apiClientId_key: id } });
    throw error;
  }
  if (!response.ok) {
    await prisma.creditIdempotencyKey.delete({ where: { apiClientId_key: id } });
    return response;
  }
  const body = (await response.clone().json()) as Prisma.InputJsonValue;
  await prisma.creditIdempotencyKey.update({ where: { apiClientId_key: id }, data: { responseStatus: response.status, responseBody: body } });
  return response;
}

function replay(stored: { requestHash: string; responseStatus: number; responseBody: unknown } | null, requestHash: string): Response {
  if (stored && stored.requestHash !== requestHash) {
    throw new AppError("IDEMPOTENCY_MISMATCH", { message: "idempotency key reused with another request" });
  }
  if (!stored || stored.responseStatus === IN_PROGRESS) {
    throw new AppError("IDEMPOTENCY_MISMATCH", {
      message: "idempotency key in use by a request still running",
      userMessage: "Uma requisição com esta Idempotency-Key ainda está em andamento; aguarde e repita.",
    });
  }
  return Response.json(stored.responseBody, {
    status: stored.responseStatus,
    headers: { "cache-control": "no-store", "idempotent-replayed": "true" },
  });
}
