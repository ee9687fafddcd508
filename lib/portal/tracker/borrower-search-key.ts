import { createHmac, hkdfSync } from "node:crypto";
import { maskCpf } from "@/lib/log/mask-values";
import { portalEncryptionKey } from "../config/portal-secrets";

/**
 * The tracker does not keep borrowers' CPFs: it keeps the masked form for screens and a keyed hash for the
 * board's search by CPF (HMAC-SHA256 under a key derived from PORTAL_ENCRYPTION_KEY, so the stored hash cannot
 * be reversed by trying every CPF without that key).
 */
let cachedKey: { source: Buffer; key: Buffer } | undefined;

function searchKey(): Buffer {
  const source = portalEncryptionKey();
  if (!cachedKey || !cachedKey.source.equals(source)) {
    cachedKey = { source, key: Buffer.from(hkdfSync("sha256", source, Buffer.alloc(0), "portal:borrower-cpf-search", 32)) };
  }
  return cachedKey.key;
}

export function cpfSearchHash(cpfDigits: string): string {
  return createHmac("sha256", searchKey()).update(cpfDigits).digest("hex");
}

export interface BorrowerKey {
  readonly cpfMasked: string;
  readonly cpfHash: string;
}

export function borrowerKey(registrationNumber: string): BorrowerKey {
  const digits = registrationNumber.replace(/\D/g, "");
  return { cpfMasked: maskCpf(digits), cpfHash: cpfSearchHash(digits) };
}
