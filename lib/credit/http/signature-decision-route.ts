import { AppError, BODY_LIMITS, isAppError, readBodyText, readJsonBody, withProblemHandling } from "@/lib/http";
import { toUtcDateTime } from "../dates";
import { decideSignature } from "../signatures/decide-signature";
import { isConsent, SignatureInputError } from "../signatures/signature-input";
import { signingEvidence } from "../signatures/signing-evidence";
import { parseFormText, readFormText } from "./read-form-body";

type Context = { params: Promise<{ token: string }> };

/** Tokens are 32 random bytes in base64url (lib/credit/pipeline); anything else is unknown without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The two forms of the signature page, `POST /sign/{token}/assinar` and `POST /sign/{token}/recusar`, as an
 * HTML form (works without JavaScript) or as JSON. A browser navigating (Accept: text/html) gets 303s: to the
 * confirmation page after the decision, back to the page with the refusal codes otherwise (the page renders the
 * messages at their fields). Any other client (the page's own script, API clients, tests) gets the status:
 * 200 `{ status, signedAt | refusedAt, documentSha256 }`, or problem+json (400 naming the fields, 404, 409 for a
 * closed collection, an earlier opposite decision or a document that changed, 429 after repeated wrong CPF
 * digits). Bodies are read within BODY_LIMITS.form.
 */
export function signatureDecisionRoute(kind: "sign" | "refuse") {
  return withProblemHandling(async (request: Request, context: Context) => {
    const { token } = await context.params;
    const page = `/sign/${encodeURIComponent(token)}`;
    const browser = (request.headers.get("accept") ?? "").includes("text/html");
    let consented = false;
    try {
      if (!TOKEN_SHAPE.test(token)) throw new AppError("NOT_FOUND", { message: "malformed signature token", userMessage: "Link de assinatura inexistente." });
      const raw = await readDecisionBody(request);
      consented = kind === "sign" && isConsent(raw.consent);
      const evidence = signingEvidence(request.headers);
      const outcome = await decideSignature(token, kind, raw, evidence);
      if (browser) return seeOther(`${page}/confirmacao`);
      return Response.json({
        status: outcome.status,
        [outcome.status === "Signed" ? "signedAt" : "refusedAt"]: toUtcDateTime(outcome.at),
        ...(outcome.documentSha256 !== null && { documentSha256: outcome.documentSha256 }),
      });
    } catch (error) {
      if (!browser) throw error;
      if (error instanceof SignatureInputError) return seeOther(`${page}?${refusalQuery(kind, error, consented)}#${kind === "sign" ? "assinar" : "recusar"}`);
      // Closed, decided or unknown: the page itself says which.
      if (isAppError(error) && (error.status === 404 || error.status === 409)) return seeOther(page);
      throw error;
    }
  });
}

/** The form's fields, from `application/x-www-form-urlencoded` or a JSON object; no body at all is an empty form. */
async function readDecisionBody(request: Request): Promise<Record<string, unknown>> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    const text = await readFormText(request);
    return text.trim() === "" ? {} : parseFormText(text);
  }
  if (contentType === "") {
    if ((await readBodyText(request, { maxBytes: BODY_LIMITS.form })).trim() === "") return {};
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      message: "signature body without content type",
      userMessage: "Envie o formulário como application/x-www-form-urlencoded ou JSON (Content-Type: application/json).",
    });
  }
  const body = await readJsonBody(request, undefined, { maxBytes: BODY_LIMITS.form });
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("MALFORMED_BODY", { message: "signature body is not an object", userMessage: "Envie os campos do formulário como um objeto JSON." });
  }
  return body as Record<string, unknown>;
}

/** Back to the page: which form, the refusal codes, and whether "li e concordo" was ticked (kept ticked). */
function refusalQuery(kind: "sign" | "refuse", error: SignatureInputError, consented: boolean): string {
  const query = new URLSearchParams({ acao: kind === "sign" ? "assinar" : "recusar", erro: error.codes.join(",") });
  if (consented) query.set("aceite", "1");
  return query.toString();
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}
