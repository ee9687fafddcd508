import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Secrets (API client secrets, operator passwords) are stored as scrypt hashes (RFC 7914; memory-hard, in
 * Node's standard library): `scrypt$N$r$p$salt$hash`, base64url parts. Parameters travel with the hash so they
 * can be raised later without invalidating stored ones (`needsRehash`).
 */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** Machine-generated API secrets (high entropy): a moderate cost keeps token issuance fast. */
export const API_SECRET_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
/** Human passwords: OWASP's scrypt recommendation (N=2^17, r=8, p=1; 128 MiB, ~0.2–0.4 s here). */
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The parameters new password hashes (and the unknown e-mail's decoy) are made with: `PASSWORD_PARAMS`, unless
 * `PASSWORD_SCRYPT_N` names a power of two from 2^10 to 2^20. Only the test systems lower it, where hundreds of sign-ins
 * would otherwise spend minutes in scrypt; what a sign-in costs is still the same for known and unknown e-mails.
 */
export function passwordParams(): ScryptParams {
  const raw = process.env.PASSWORD_SCRYPT_N?.trim();
  const N = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(N) && N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0 ? { ...PASSWORD_PARAMS, N } : PASSWORD_PARAMS;
}

const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, options: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom over it.
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem } satisfies ScryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashSecret(secret: string, params: ScryptParams = API_SECRET_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(secret, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A stored hash made with weaker parameters than `params` (rehash it at the next successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}
