import { withProblemHandling } from "@/lib/http";
import { signByToken } from "@/lib/credit/signatures/sign-by-token";

type Context = { params: Promise<{ token: string }> };

/**
 * The "Assinar" button of the signature page (HTML form: answers 303 back to the page) and the same action for
 * API clients and tests (JSON: `{ "status": "Signed" }`).
 */
export const POST = withProblemHandling(async (request: Request, context: Context) => {
  const { token } = await context.params;
  await signByToken(token);
  if ((request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return new Response(null, { status: 303, headers: { location: `/sign/${encodeURIComponent(token)}` } });
  }
  return Response.json({ status: "Signed" });
});
