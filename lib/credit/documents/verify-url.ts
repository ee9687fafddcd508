/**
 * The public verification page's address as printed on a CCB (`https://host/verificar`). A signed CCB's bytes are
 * stored once and never change, so a deployment sets PUBLIC_BASE_URL: otherwise the first download's Host header
 * (which a client chooses) would be printed in the stored document for good. Without it (local runs, tests) the
 * request's origin is used.
 */
export function verifyUrl(request: Request): string {
  const configured = process.env.PUBLIC_BASE_URL?.trim();
  const origin = configured ? new URL(configured).origin : new URL(request.url).origin;
  return `${origin}/verificar`;
}
