import { AppError, withProblemHandling } from "@/lib/http";

/**
 * Any /v1 path that no route of the contract matches: a problem+json 404 (never Next's HTML page), so a
 * partner's client always gets the same error shape.
 */
const notFound = withProblemHandling(async (request: Request) => {
  // The path is the caller's text: cut, so a long one costs nothing to mask and log.
  const pathname = new URL(request.url).pathname.slice(0, 200);
  throw new AppError("NOT_FOUND", {
    message: `no credit API route for ${request.method} ${pathname}`,
    userMessage: `Rota não encontrada na API de crédito: ${request.method} ${pathname}. Consulte /v1/openapi.json.`,
  });
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
