import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for secrets the portal must be able to read back (a branch's credit API client
 * secret): AES-256-GCM, a random 96-bit IV per value, and the row's identity as associated data so a
 * ciphertext copied onto another row does not decrypt. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = "v1";

export function encryptSecret(plaintext: string, key: Buffer, context: string): string {
  assertKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptSecret(sealed: string, key: Buffer, context: string): string {
  assertKey(key);
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("sealed secret: unknown format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error("encryption key must be 32 bytes");
}
