/**
 * The portal's two secrets, from the environment:
 * - AUTH_SECRET signs the session cookies (Auth.js);
 * - PORTAL_ENCRYPTION_KEY (32 bytes, base64) encrypts branch credentials at rest.
 * `npm start` generates both once and keeps them under .data/ (scripts/local-secrets.ts); a deployment sets
 * them. Missing or malformed values stop the request with a clear message instead of weakening anything.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error("AUTH_SECRET must be set (at least 32 characters); `npm start` provides one");
  return secret;
}

export function portalEncryptionKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const encoded = env.PORTAL_ENCRYPTION_KEY;
  const key = encoded ? Buffer.from(encoded, "base64") : Buffer.alloc(0);
  if (key.length !== 32) throw new Error("PORTAL_ENCRYPTION_KEY must be 32 bytes in base64; `npm start` provides one");
  return key;
}
