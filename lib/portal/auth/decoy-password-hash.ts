import { hashSecret, passwordParams } from "@/lib/security/scrypt-hash";

let decoy: Promise<string> | undefined;

/**
 * The hash a sign-in for an unknown e-mail verifies its password against, so that refusal takes as long as a wrong
 * password for a known one: made once, with the parameters real password hashes are made with.
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashSecret("decoy-password", passwordParams());
  return decoy;
}
