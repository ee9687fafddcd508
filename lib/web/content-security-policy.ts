/**
 * The portal's Content-Security-Policy (strict, nonce-based: only scripts carrying this response's nonce run,
 * and what they load, `strict-dynamic`). No inline event handlers, no `eval` outside development, no framing
 * (`frame-ancestors 'none'`), forms post only to this origin. Styles: our CSS file plus inline `style`
 * attributes React emits (they cannot carry a nonce; style injection cannot run code).
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A fresh nonce per response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
